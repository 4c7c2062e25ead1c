import {
  consentDecisionResponseSchema,
  type ConsentDecisionRequest,
  type ConsentDecisionResponse,
} from '@studypath/domain/guardians';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/guardian/consent (public): the guardian's decision on the text version the page
 * showed; 201 with the decision recorded. Refused with the link codes, 409
 * guardian.consent_text_changed for a stale page, or 400 with the fields' problems.
 */
export async function submitConsentDecision(
  body: ConsentDecisionRequest,
): Promise<ConsentDecisionResponse> {
  const res = await apiRequest('POST', '/api/guardian/consent', body);
  return consentDecisionResponseSchema.parse(await res.json());
}

export function useSubmitConsentDecision() {
  return useMutation({ mutationFn: submitConsentDecision });
}
