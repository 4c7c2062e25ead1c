// Age as the spec computes it: whole years of 365.25 days between the birth date and today.
export const MINOR_AGE_CUTOFF = 18;
const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/** Parses 'YYYY-MM-DD' as a UTC calendar date; null when it is not a real date. */
export function parseCalendarDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

export function ageInYears(dateOfBirth: string | null | undefined, today: Date): number | null {
  const birth = parseCalendarDate(dateOfBirth);
  if (!birth) return null;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((todayUtc - birth.getTime()) / MS_PER_YEAR);
}

export function isMinor(dateOfBirth: string | null | undefined, today: Date): boolean {
  const age = ageInYears(dateOfBirth, today);
  return age !== null && age < MINOR_AGE_CUTOFF;
}
