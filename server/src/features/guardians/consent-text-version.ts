// The version of each consent text: the SHA-256 (hex) of its template (domain's consent-text.ts),
// computed once per process. A decision row stores the version the page showed, and its language:
// each language's text has its own version, so the version names the language too (issue 27).
import {
  consentTextForHashing,
  consentTextLanguages,
  defaultLanguage,
  guardianConsentTexts,
  type ConsentTextLanguage,
  type Language,
} from '@studypath/domain';
import { sha256Hex } from '../../platform/crypto/crypto-tokens.ts';

export const consentTextVersions: Record<ConsentTextLanguage, string> = Object.fromEntries(
  consentTextLanguages.map((language) => [
    language,
    sha256Hex(consentTextForHashing(guardianConsentTexts[language])),
  ]),
) as Record<ConsentTextLanguage, string>;

/** The language of the text a version was computed from; undefined for no current text's. */
export function consentTextLanguageOf(version: string): ConsentTextLanguage | undefined {
  return consentTextLanguages.find((language) => consentTextVersions[language] === version);
}

/** The consent text's language for a portal language (English where none is written yet). */
export function consentTextLanguageFor(language: Language): ConsentTextLanguage {
  return consentTextLanguages.find((candidate) => candidate === language) ?? defaultLanguage;
}
