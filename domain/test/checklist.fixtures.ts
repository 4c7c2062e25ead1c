// Test fixtures for the checklist rules (outside src, so nothing ships them): an adult going to
// an Ontario diploma, from which each test changes only what it is about.
import type { ChecklistFacts } from '../src/checklist/checklist-facts.ts';

/** Noon UTC on a calendar day, so that no time zone moves the day. */
export const onDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** The day the rules were last checked, the default `today`. */
export const rulesCheckedOn = onDay('2026-11-26');

export function checklistFacts(overrides: Partial<ChecklistFacts> = {}): ChecklistFacts {
  return {
    today: rulesCheckedOn,
    dateOfBirth: '2000-05-01',
    province: 'ontario',
    educationLevel: 'diploma',
    budgetRange: null,
    programTuitionCents: null,
    answers: {},
    ...overrides,
  };
}
