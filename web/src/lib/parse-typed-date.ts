// What a person may type into a date field, read as a 'YYYY-MM-DD' calendar date: the display
// format of spec §9 ('Apr 12, 1999', also 'April 12 1999'), the day first ('12 Apr 1999') or ISO
// ('1999-04-12'). All-number forms with the day and month in either order ('04/12/1999') are
// refused: they mean different dates in different countries. Years have four digits and do not
// start with 0 (Date.UTC would read year 99 as 1999).

export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; value: string }
  /** Not a date in any of the accepted forms, or no such day (Feb 30). */
  | { kind: 'invalid' }
  /** A real date after `latest`. */
  | { kind: 'tooLate'; value: string };

const MONTH_FIRST = /^(\p{L}+)\.?\s*(\d{1,2})(?:,\s*|\s+)([1-9]\d{3})$/u;
const DAY_FIRST = /^(\d{1,2})\s*(\p{L}+)\.?(?:,\s*|\s+)([1-9]\d{3})$/u;
const YEAR_FIRST = /^([1-9]\d{3})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** The month names of `locale`, long ('april'), lower case, January first. */
function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) =>
    format.format(Date.UTC(2000, month, 1)).toLocaleLowerCase(locale),
  );
}

/** 1-12 for a month's name or a beginning of it of three letters or more ('sep', 'sept'). */
function monthNumber(word: string, locale: string): number | null {
  const typed = word.toLocaleLowerCase(locale);
  if (typed.length < 3) return null;
  const matches = monthNames(locale)
    .map((name, index) => (name.startsWith(typed) ? index + 1 : 0))
    .filter((month) => month > 0);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** 'YYYY-MM-DD' when the day exists in the calendar, else null. */
function toCalendarDate(year: number, month: number | null, day: number): string | null {
  if (month === null || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The typed text as a calendar date, or null when it is not one. */
export function parseTypedDate(text: string, locale = 'en'): string | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  let match = MONTH_FIRST.exec(typed);
  if (match) {
    const [, month = '', day = '', year = ''] = match;
    return toCalendarDate(Number(year), monthNumber(month, locale), Number(day));
  }
  match = DAY_FIRST.exec(typed);
  if (match) {
    const [, day = '', month = '', year = ''] = match;
    return toCalendarDate(Number(year), monthNumber(month, locale), Number(day));
  }
  match = YEAR_FIRST.exec(typed);
  if (match) {
    const [, year = '', month = '', day = ''] = match;
    return toCalendarDate(Number(year), Number(month), Number(day));
  }
  return null;
}

/** Reads typed text against an optional last allowed day ('YYYY-MM-DD', e.g. today). */
export function readTypedDate(
  text: string,
  { latest, locale = 'en' }: { latest?: string; locale?: string } = {},
): TypedDate {
  if (text.trim() === '') return { kind: 'empty' };
  const value = parseTypedDate(text, locale);
  if (value === null) return { kind: 'invalid' };
  // ISO dates of four-digit years compare as text.
  return latest !== undefined && value > latest
    ? { kind: 'tooLate', value }
    : { kind: 'date', value };
}
