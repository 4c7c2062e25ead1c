// Which language a request gets (issue 27): the signed-in user's saved preference, else the
// visitor's choice kept in a cookie, else the best match of the browser's Accept-Language, else
// English. One rule for the server (HTML shell, prerendered landing page, server-rendered
// dashboard) and the web (boot), so both always agree.
import { defaultLanguage, isLanguage, languages, type Language } from './languages.ts';

export interface LanguageSources {
  /** users.language of the signed-in user, if any. */
  saved?: string | null | undefined;
  /** The language cookie's value, if any. */
  cookie?: string | null | undefined;
  /** The Accept-Language header, if any. */
  acceptLanguage?: string | null | undefined;
}

export function pickLanguage(sources: LanguageSources): Language {
  if (isLanguage(sources.saved)) return sources.saved;
  if (isLanguage(sources.cookie)) return sources.cookie;
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? defaultLanguage;
}

/**
 * The portal language the header ranks highest ('fr-CA,fr;q=0.9,en;q=0.8' → 'fr'), matching on
 * the primary subtag; null when it names none of them. Malformed parts are skipped, q=0 excludes.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; quality: number } | null = null;
  // A header is short; a huge one is not parsed whole.
  for (const part of header.split(',').slice(0, 32)) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    const language = languages.find((candidate) => candidate === primary);
    if (!language) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    // Ties keep the earlier range: the header's order is the browser's order of preference.
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? null;
}
