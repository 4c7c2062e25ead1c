// Dates as the reader's language writes them (issue 27): 'Nov 22, 2026' in English, the spec's
// 'MMM d, yyyy', and '22 nov. 2026' in French, through Intl (domain/src/i18n/format.ts), in the
// browser's time zone. Screens re-render on a language change (useTranslation), and read the
// language then.
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayMonth,
  languageSettings,
} from '@studypath/domain/i18n';
import { currentLanguage } from './i18n.ts';

type DateValue = Date | string | number;

/**
 * A calendar day ('1999-04-12', a birth date) is that day wherever the reader is; `new Date` would
 * read it as midnight UTC, the day before west of Greenwich. Other values are moments.
 */
function toDate(value: DateValue): Date {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

export function formatDate(value: DateValue): string {
  return formatDisplayDate(toDate(value), currentLanguage());
}

/** With the time of day, for messages and threads ('Nov 22, 2026, 3:05 PM' / '22 nov. 2026, 15 h 05'). */
export function formatDateTime(value: DateValue): string {
  return formatDisplayDateTime(toDate(value), currentLanguage());
}

/** A day without its year, for a chart's axis: 'Nov 23' / '23 nov.'. */
export function formatDayOfMonth(value: DateValue): string {
  return new Intl.DateTimeFormat(languageSettings[currentLanguage()].tag, {
    month: 'short',
    day: 'numeric',
  }).format(toDate(value));
}

/** A month ('YYYY-MM' as the profile stores it): 'Jun 2027' / 'juin 2027'. */
export function formatMonth(value: string): string {
  return formatDisplayMonth(toDate(`${value}-01`), currentLanguage());
}
