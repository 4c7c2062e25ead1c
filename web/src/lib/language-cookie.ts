// The visitor's language choice, kept in a cookie the server reads too (issue 27): for `/` →
// `/fr`, the server-rendered dashboard, and a registration that names no language. A year, the
// whole site, Lax (it is sent on the first visit from a link), Secure over HTTPS.
import { isLanguage, languageCookieName, type Language } from '@studypath/domain/i18n';

const oneYearSeconds = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookies: string = document.cookie): Language | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === languageCookieName && isLanguage(value)) return value;
  }
  return null;
}

export function writeLanguageCookie(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure}`;
}
