// The portal's languages (issue 27). Adding one is one line here and one folder of locale files
// (locales/<code>/, the web's namespaces and the server's emails.json): everything else (the
// switcher, the request's language, Intl formats, <html lang>, the prerendered landing page at
// /<code>, the locale-file tests) is derived from this list. English is the spec's text and the
// fallback for anything a locale lacks.
export interface LanguageSetting {
  /** BCP 47 tag for <html lang>, hreflang and Intl (dates, numbers, money). */
  tag: string;
  /** The language's name in itself, for the switcher. */
  nativeName: string;
}

export const languageSettings = {
  en: { tag: 'en-US', nativeName: 'English' },
  fr: { tag: 'fr-CA', nativeName: 'Français' },
} as const satisfies Record<string, LanguageSetting>;

export type Language = keyof typeof languageSettings;

export const languages = Object.keys(languageSettings) as [Language, ...Language[]];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languageSettings, value);
}

/** The landing page's address in `language`: '/' in English, '/fr' in French. */
export function landingPath(language: Language): string {
  return language === defaultLanguage ? '/' : `/${language}`;
}

/** The language whose landing page is at `pathname`, or null when it is not a landing page. */
export function languageOfLandingPath(pathname: string): Language | null {
  return languages.find((language) => landingPath(language) === pathname) ?? null;
}

/** The cookie a visitor's choice is kept in (signed-in users keep theirs on the account). */
export const languageCookieName = 'studypath_lang';
