import {
  consentInvitationViewSchema,
  type ConsentInvitationView,
} from '@studypath/domain/guardians';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { fetchJsonWithParams, type ParamsQueryKey } from '../../../lib/fetch-json-with-params.ts';
import { consentInvitationKey } from './query-keys.ts';

/**
 * GET /api/guardian/consent?token= (public): the student's name and what the consent page shows
 * for a usable link; 400 with guardian.invalid_consent_link, expired_consent_link or
 * used_consent_link otherwise.
 */
export async function getConsentInvitation(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<ConsentInvitationView> {
  return consentInvitationViewSchema.parse(await fetchJsonWithParams(context));
}

export function useConsentInvitation(token: string) {
  useTranslation(); // a language change asks for the text in the new language
  return useQuery({
    queryKey: consentInvitationKey(token, currentLanguage()),
    queryFn: getConsentInvitation,
  });
}
