// The language of the first render (issue 27). A page that arrives rendered (the landing page at
// / or /fr, the server-rendered dashboard) is in the language of its <html lang>, which hydration
// must match. Any other page follows the shared rule (domain/src/i18n/pick-language.ts) with what
// the browser knows: the cookie, else the browser's languages (what it sends as Accept-Language).
// The signed-in user's saved preference then wins once the session arrives (app/guards.tsx).
import { languages, languageSettings, pickLanguage, type Language } from '@studypath/domain/i18n';
import { readLanguageCookie } from './language-cookie.ts';

/** The portal language of a BCP 47 tag ('fr-CA' → 'fr'), or null. */
export function languageOfTag(tag: string): Language | null {
  const lowered = tag.toLowerCase();
  return (
    languages.find((language) => languageSettings[language].tag.toLowerCase() === lowered) ??
    languages.find((language) => lowered.split('-')[0] === language) ??
    null
  );
}

export function bootLanguage(isRendered: boolean): Language {
  const served = languageOfTag(document.documentElement.lang);
  if (isRendered && served) return served;
  return pickLanguage({
    cookie: readLanguageCookie(),
    acceptLanguage: navigator.languages.join(','),
  });
}
