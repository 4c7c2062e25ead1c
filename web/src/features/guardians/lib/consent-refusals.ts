// The guardian-consent refusals the screens tell apart by their code (domain's refusal-codes.ts).
import type { RefusalCode } from '@studypath/domain/http';
import { parseApiError } from '../../../lib/parse-api-error.ts';

/** Why a consent link cannot be used: each gets the same page, with its own sentence. */
export const consentLinkRefusals = [
  'guardian.invalid_consent_link',
  'guardian.expired_consent_link',
  'guardian.used_consent_link',
] as const satisfies readonly RefusalCode[];
export type ConsentLinkRefusal = (typeof consentLinkRefusals)[number];

/** The link refusal `error` carries, or null for any other failure. */
export function consentLinkRefusalOf(error: unknown): ConsentLinkRefusal | null {
  const { code } = parseApiError(error);
  return consentLinkRefusals.find((refusal) => refusal === code) ?? null;
}

/** The consent text changed since the page showed it: the page reloads the text. */
export function isConsentTextChanged(error: unknown): boolean {
  return parseApiError(error).code === 'guardian.consent_text_changed';
}

/**
 * The server's gate (403): a student under 18 without standing consent tried to start a study
 * path, pay or upload a document.
 */
export function isConsentRequired(error: unknown): boolean {
  const { status, code } = parseApiError(error);
  return status === 403 && code === 'guardian.consent_required';
}
