// Dates and money as people read them, by language (issue 27), through Intl so that French gets
// French conventions without a hand-written format: 'Nov 25, 2026' / '25 nov. 2026',
// '$1,499' / '1 499 $ US'. English stays the spec's 'MMM d, yyyy' and '$X' (whole dollars
// without cents).
import { defaultLanguage, languageSettings, type Language } from './languages.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached(language: Language, options: Intl.DateTimeFormatOptions, key: string) {
  const cacheKey = `${language}|${key}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(languageSettings[language].tag, options);
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * A day: 'Nov 25, 2026' / '25 nov. 2026'. `timeZone` defaults to the runtime's (the browser's);
 * emails pass 'UTC' so a date never depends on the server's zone.
 */
export function formatDisplayDate(
  date: Date | string | number,
  language: Language = defaultLanguage,
  timeZone?: string,
): string {
  return cached(
    language,
    { month: 'short', day: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) },
    `date|${timeZone ?? ''}`,
  ).format(new Date(date));
}

/** A month: 'Nov 2026' / 'nov. 2026'. */
export function formatDisplayMonth(
  date: Date | string | number,
  language: Language = defaultLanguage,
  timeZone?: string,
): string {
  return cached(
    language,
    { month: 'short', year: 'numeric', ...(timeZone ? { timeZone } : {}) },
    `month|${timeZone ?? ''}`,
  ).format(new Date(date));
}

/** A moment: 'Nov 25, 2026, 3:05 PM' / '25 nov. 2026, 15 h 05'. */
export function formatDisplayDateTime(
  date: Date | string | number,
  language: Language = defaultLanguage,
  timeZone?: string,
): string {
  return cached(
    language,
    {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    },
    `datetime|${timeZone ?? ''}`,
  ).format(new Date(date));
}

/**
 * US dollars: '$1,499' for whole dollars and '$12.50' otherwise in English (the spec's
 * 'Pay $X USD'); '1 499 $ US' and '12,50 $ US' in French, where the currency is named because
 * '$' alone reads as Canadian dollars.
 */
export function formatUsd(cents: number, language: Language = defaultLanguage): string {
  const isWhole = cents % 100 === 0;
  const digits = { minimumFractionDigits: isWhole ? 0 : 2, maximumFractionDigits: 2 };
  if (language === 'en') {
    return `$${(cents / 100).toLocaleString('en-US', digits)}`;
  }
  return new Intl.NumberFormat(languageSettings[language].tag, {
    style: 'currency',
    currency: 'USD',
    ...digits,
  }).format(cents / 100);
}

/**
 * An amount that names its currency where the text around it does not: '$600 USD' (the spec's
 * emails and receipts) / '600 $ US'.
 */
export function formatUsdAmount(cents: number, language: Language = defaultLanguage): string {
  return language === 'en' ? `${formatUsd(cents, language)} USD` : formatUsd(cents, language);
}

/** A number with exactly `digits` decimals and no grouping ('1023.50' / '1023,50'), for sizes. */
export function formatDecimal(
  value: number,
  digits: number,
  language: Language = defaultLanguage,
): string {
  return value.toLocaleString(languageSettings[language].tag, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
}

/** US dollars with cents always ('$1,499.50' / '1 499,50 $ US'), for prices being edited. */
export function formatUsdWithCents(cents: number, language: Language = defaultLanguage): string {
  const text = new Intl.NumberFormat(languageSettings[language].tag, {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
  return text;
}

/** A plain number in the language's convention ('1,234' / '1 234'). */
export function formatNumber(value: number, language: Language = defaultLanguage): string {
  return value.toLocaleString(languageSettings[language].tag);
}
