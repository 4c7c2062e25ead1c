// Who is a minor depends on where the student studies: each province and territory sets its own
// age of majority (IRCC, "Minor children studying in Canada"). The quiz offers no territory; the
// map still holds them so the table is whole.
import type { ChecklistProvince } from './checklist-facts.ts';

export const territories = ['northwest-territories', 'nunavut', 'yukon'] as const;
export type Territory = (typeof territories)[number];

export const ageOfMajority: Readonly<Record<ChecklistProvince | Territory, 18 | 19>> = {
  alberta: 18,
  manitoba: 18,
  ontario: 18,
  pei: 18,
  quebec: 18,
  saskatchewan: 18,
  bc: 19,
  'new-brunswick': 19,
  newfoundland: 19,
  'nova-scotia': 19,
  'northwest-territories': 19,
  nunavut: 19,
  yukon: 19,
};

/** With no province chosen, the stricter age: the student is a minor wherever they end up. */
export const STRICTEST_AGE_OF_MAJORITY = 19;

export function ageOfMajorityIn(province: ChecklistProvince | Territory | null): number {
  return province === null ? STRICTEST_AGE_OF_MAJORITY : ageOfMajority[province];
}
