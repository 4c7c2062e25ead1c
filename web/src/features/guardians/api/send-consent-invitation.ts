import {
  guardianConsentStatusSchema,
  type GuardianConsentStatus,
} from '@studypath/domain/guardians';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guardianConsentStatusKey } from './query-keys.ts';

/**
 * POST /api/guardian-consent/invitations ("Send again"): a new link to the guardian, the older
 * ones void; 201 with the state as it is now. Refused with 429 guardian.invitation_limit, 409
 * guardian.no_guardian_email or guardian.consent_not_needed.
 */
export async function sendConsentInvitation(): Promise<GuardianConsentStatus> {
  const res = await apiRequest('POST', '/api/guardian-consent/invitations');
  return guardianConsentStatusSchema.parse(await res.json());
}

interface UseSendConsentInvitationOptions {
  onSuccess: (status: GuardianConsentStatus) => void;
  onError: (error: Error) => void;
}

export function useSendConsentInvitation({ onSuccess, onError }: UseSendConsentInvitationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConsentInvitation,
    onSuccess: (status) => {
      queryClient.setQueryData(guardianConsentStatusKey, status);
      onSuccess(status);
    },
    // A refusal may mean the state moved on (a guardian consented meanwhile, the email changed).
    onError: async (error) => {
      onError(error);
      await queryClient.invalidateQueries({ queryKey: guardianConsentStatusKey });
    },
  });
}
