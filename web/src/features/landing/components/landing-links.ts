import type { Language } from '@studypath/domain/i18n';

/** Route URLs the landing page links to; the app passes them in from paths.ts. */
export interface LandingLinks {
  home: string;
  /** The landing page's address in another language (the language switcher's links). */
  homeOf: (language: Language) => string;
  login: string;
  register: string;
  /** The signed-in user's home, or null for an anonymous visitor. */
  dashboard: string | null;
  termsOfService: string;
  privacyPolicy: string;
}
