// Ages for legal thresholds (custodian under 17, age of majority 18/19, biometrics 14-79) count
// by the calendar: a person is 17 from the day of their 17th birthday. profile/age.ts divides by
// 365.25-day years, which counts a birthday a day late when the years hold fewer leap days than a
// quarter of them: every 17th birthday in 2026, for one. The legal thresholds cannot be a day
// late, so the checklist counts whole years by the calendar (and reuses the profile's parsing).
import { parseCalendarDate } from '../profile/age.ts';

/** The UTC calendar day of a moment, 'YYYY-MM-DD', as the rules' dates are written. */
export function calendarDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * Whole years from the birth date to `today` (its UTC day) by the calendar; null without a real
 * date. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function completedYearsOfAge(dateOfBirth: string | null, today: Date): number | null {
  const birth = parseCalendarDate(dateOfBirth);
  if (!birth) return null;
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const monthDayToday = today.getUTCMonth() * 100 + today.getUTCDate();
  const monthDayOfBirth = birth.getUTCMonth() * 100 + birth.getUTCDate();
  return monthDayToday < monthDayOfBirth ? years - 1 : years;
}
