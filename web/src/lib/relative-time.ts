// How long ago something happened, in the largest unit that reads naturally ('5 minutes ago',
// '3 days ago'): the unit and count only; the words come from the screen's locale file.
export type RelativeTimeUnit =
  'lessThanAMinute' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

export interface RelativeTime {
  unit: RelativeTimeUnit;
  count: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const DAYS_PER_MONTH = 30;
const MONTHS_PER_YEAR = 12;

/** Rounded to the nearest unit; a moment in the future (clocks differ) counts as just now. */
export function relativeTimeSince(
  then: Date | string | number,
  now: Date | number = Date.now(),
): RelativeTime {
  const elapsedMs = new Date(now).getTime() - new Date(then).getTime();
  const minutes = Math.round(elapsedMs / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return { unit: 'lessThanAMinute', count: 0 };
  if (minutes < 45) return { unit: 'minutes', count: minutes };
  if (minutes < MINUTES_PER_DAY) {
    return { unit: 'hours', count: Math.max(1, Math.round(minutes / MINUTES_PER_HOUR)) };
  }
  const days = Math.max(1, Math.round(minutes / MINUTES_PER_DAY));
  if (days < DAYS_PER_MONTH) return { unit: 'days', count: days };
  const months = Math.max(1, Math.round(days / DAYS_PER_MONTH));
  if (months < MONTHS_PER_YEAR) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.max(1, Math.floor(months / MONTHS_PER_YEAR)) };
}
