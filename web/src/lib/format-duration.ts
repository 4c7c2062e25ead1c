// How long a wait lasts, or how long is left of it, as the consultant team's screens show it
// (issue 29): minutes under an hour ("12 min"), whole hours under two days ("31 h"), then days and
// hours ("2 d 4 h"). Always rounded down, so that "due in 17 h" never promises more time than is
// left. The words are the common namespace's (eager), in the reader's language.
import { i18n } from './i18n.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this long on, hours alone grow hard to read ("52 h"): days and hours instead. */
const DAYS_FROM_MS = 2 * DAY_MS;

/** A duration in milliseconds (negative counts as none) in its largest readable units. */
export function formatDuration(ms: number): string {
  const duration = Math.max(0, Number.isFinite(ms) ? ms : 0);
  if (duration < HOUR_MS) {
    return i18n.t('duration.minutes', { ns: 'common', value: Math.floor(duration / MINUTE_MS) });
  }
  if (duration < DAYS_FROM_MS) {
    return i18n.t('duration.hours', { ns: 'common', value: Math.floor(duration / HOUR_MS) });
  }
  const days = Math.floor(duration / DAY_MS);
  const hours = Math.floor((duration % DAY_MS) / HOUR_MS);
  return hours === 0
    ? i18n.t('duration.days', { ns: 'common', days })
    : i18n.t('duration.daysAndHours', { ns: 'common', days, hours });
}
