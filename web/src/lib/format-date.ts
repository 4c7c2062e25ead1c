// Dates as the reader's language writes them (issue 27): 'Nov 22, 2026' in English, the spec's
// 'MMM d, yyyy', and '22 nov. 2026' in French, through Intl (domain/src/i18n/format.ts), in the
// browser's time zone. Screens re-render on a language change (useTranslation), and read the
// language then.
import { formatDisplayDate, formatDisplayDateTime } from '@studypath/domain/i18n';
import { currentLanguage } from './i18n.ts';

export function formatDate(value: Date | string | number): string {
  return formatDisplayDate(value, currentLanguage());
}

/** With the time of day, for messages and threads ('Nov 22, 2026, 3:05 PM' / '22 nov. 2026, 15 h 05'). */
export function formatDateTime(value: Date | string | number): string {
  return formatDisplayDateTime(value, currentLanguage());
}
