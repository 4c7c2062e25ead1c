// The date pickers' words (Mantine's calendars format with dayjs) in the current language, made
// from Intl instead of one dayjs locale file per language (issue 27): month and weekday names and
// the first day of the week. English is dayjs's built-in.
import { defaultLanguage, languageSettings, type Language } from '@studypath/domain/i18n';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';

const registered = new Set<Language>([defaultLanguage]);

function names(
  tag: string,
  count: number,
  option: Intl.DateTimeFormatOptions,
  at: (i: number) => Date,
) {
  const format = new Intl.DateTimeFormat(tag, { ...option, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => format.format(at(index)));
}

/** The week's first day in `tag` (0 = Sunday), where the browser knows it. */
function firstDayOfWeek(tag: string): number {
  const locale = new Intl.Locale(tag) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 7;
  return firstDay % 7; // Intl counts Monday 1 … Sunday 7
}

/** Registers `language` with dayjs once; its name is the language code the pickers get. */
export function registerDayjsLocale(language: Language): void {
  if (registered.has(language)) return;
  const { tag } = languageSettings[language];
  const month = (index: number) => new Date(Date.UTC(2021, index, 15));
  const weekday = (index: number) => new Date(Date.UTC(2021, 0, 3 + index)); // 3 Jan 2021: a Sunday
  dayjs.locale(
    {
      name: language,
      months: names(tag, 12, { month: 'long' }, month),
      monthsShort: names(tag, 12, { month: 'short' }, month),
      weekdays: names(tag, 7, { weekday: 'long' }, weekday),
      weekdaysShort: names(tag, 7, { weekday: 'short' }, weekday),
      weekdaysMin: names(tag, 7, { weekday: 'short' }, weekday).map((name) => name.slice(0, 2)),
      weekStart: firstDayOfWeek(tag),
      ordinal: (day: number) => String(day),
      // The portal formats dates with Intl (lib/format-date.ts); the pickers use explicit formats.
      formats: {},
      relativeTime: {},
    },
    undefined,
    true, // registers without making it dayjs's global locale
  );
  registered.add(language);
}

const dayjsTokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'D',
  month: 'MMM',
  year: 'YYYY',
};

/**
 * A dayjs format that writes a date as Intl does in `language` ('MMM D, YYYY' / 'D MMM YYYY'), so
 * a picked date reads like every other date on the page (lib/format-date.ts).
 */
export function pickerFormat(language: Language, month: 'short' | 'long' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    month === 'short'
      ? { month: 'short', day: 'numeric', year: 'numeric' }
      : { month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(languageSettings[language].tag, options)
    .formatToParts(new Date(Date.UTC(2021, 10, 25)))
    .map(({ type, value }) => {
      if (type === 'month') return month === 'short' ? 'MMM' : 'MMMM';
      return dayjsTokens[type] ?? `[${value}]`;
    })
    .join('');
}

/** The language the calendars speak: the page's, registered with dayjs before they render. */
export function usePickerLanguage(): Language {
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  registerDayjsLocale(language);
  return language;
}
