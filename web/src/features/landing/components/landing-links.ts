/** Route URLs the landing page links to; the app passes them in from paths.ts. */
export interface LandingLinks {
  home: string;
  login: string;
  register: string;
  /** The signed-in user's home, or null for an anonymous visitor. */
  dashboard: string | null;
  termsOfService: string;
  privacyPolicy: string;
}
