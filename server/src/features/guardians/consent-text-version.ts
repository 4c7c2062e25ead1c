// The version of each consent text: the SHA-256 (hex) of its template (domain's consent-text.ts),
// computed once per process. A decision row stores the version the page showed.
import {
  consentTextForHashing,
  consentTextLanguages,
  guardianConsentTexts,
  type ConsentTextLanguage,
} from '@studypath/domain';
import { sha256Hex } from '../../platform/crypto/crypto-tokens.ts';

export const consentTextVersions: Record<ConsentTextLanguage, string> = Object.fromEntries(
  consentTextLanguages.map((language) => [
    language,
    sha256Hex(consentTextForHashing(guardianConsentTexts[language])),
  ]),
) as Record<ConsentTextLanguage, string>;
