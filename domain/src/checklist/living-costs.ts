// The living costs a student must show for one year, besides tuition and travel, by family size
// (the student counts as one). Amounts in CAD cents. A table holds from its date until the next
// one; the server computes for today, so dates before the first table only appear in tests, and
// there the first table stands in.
import { calendarDay } from './calendar-age.ts';

export interface LivingCostTable {
  /** YYYY-MM-DD, inclusive: applications from this day. */
  from: string;
  /** Amounts by family size: [0] is one person. */
  byFamilySize: readonly number[];
  /** Added for each member past the table's sizes; null when the source gives none we have. */
  eachAdditionalCents: number | null;
}

/** IRCC's table outside Quebec. */
export const outsideQuebecLivingCosts: readonly LivingCostTable[] = [
  // From 1 January 2024 IRCC asked CAD 20,635 for one person. Its amounts for larger families
  // in that table were not in the issue and are not encoded: a family is shown "at least" the
  // single amount rather than a scaled guess.
  { from: '2024-01-01', byFamilySize: [2_063_500], eachAdditionalCents: null },
  {
    from: '2025-09-01',
    byFamilySize: [2_289_500, 2_850_200, 3_504_000, 4_254_300, 4_825_200, 5_442_000, 6_058_900],
    eachAdditionalCents: 617_000,
  },
];

/**
 * Quebec's own amounts (MIFI), set each 1 January. Its table is by how many adults and minors
 * come, which the portal does not ask; only the one-person amount is encoded. Until 2027's is
 * encoded, 2026's stays in use (rulesFrom shows its date).
 */
export const quebecLivingCosts: readonly LivingCostTable[] = [
  { from: '2026-01-01', byFamilySize: [2_461_700], eachAdditionalCents: null },
];

export type LivingCostBasis = 'outside-quebec' | 'quebec' | 'quebec-family-estimate';

export interface LivingCosts {
  cents: number;
  basis: LivingCostBasis;
  /** True when the table has no amount for this family size: the real amount is higher. */
  isAtLeast: boolean;
  /** The `from` date of the table used. */
  rulesFrom: string;
}

/** The table in force on `day` (YYYY-MM-DD): the latest that has started, else the first. */
export function livingCostTableOn(
  tables: readonly LivingCostTable[],
  day: string,
): LivingCostTable {
  const started = tables.filter((table) => table.from <= day);
  const table = started.at(-1) ?? tables[0];
  if (!table) throw new Error('A living cost table list is empty');
  return table;
}

function amountForFamily(table: LivingCostTable, familySize: number) {
  const listed = table.byFamilySize[familySize - 1];
  if (listed !== undefined) return { cents: listed, isAtLeast: false };
  const largest = table.byFamilySize.at(-1) ?? 0;
  if (table.eachAdditionalCents === null) return { cents: largest, isAtLeast: true };
  const extraMembers = familySize - table.byFamilySize.length;
  return { cents: largest + extraMembers * table.eachAdditionalCents, isAtLeast: false };
}

export function livingCosts(familySize: number, isQuebec: boolean, today: Date): LivingCosts {
  if (!Number.isInteger(familySize) || familySize < 1) {
    throw new RangeError(`A family counts at least the student: ${familySize}`);
  }
  const day = calendarDay(today);
  const outside = livingCostTableOn(outsideQuebecLivingCosts, day);
  if (!isQuebec) {
    return {
      ...amountForFamily(outside, familySize),
      basis: 'outside-quebec',
      rulesFrom: outside.from,
    };
  }
  const quebec = livingCostTableOn(quebecLivingCosts, day);
  const single = amountForFamily(quebec, 1).cents;
  if (familySize === 1) {
    return { cents: single, basis: 'quebec', isAtLeast: false, rulesFrom: quebec.from };
  }
  // The firm's approximation for a family in Quebec: Quebec's one-person amount plus what IRCC's
  // table adds outside Quebec for the other members.
  const added = amountForFamily(outside, familySize);
  const outsideSingle = amountForFamily(outside, 1).cents;
  return {
    cents: single + added.cents - outsideSingle,
    basis: 'quebec-family-estimate',
    isAtLeast: added.isAtLeast,
    rulesFrom: quebec.from,
  };
}
