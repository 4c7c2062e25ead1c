import type { ConsentDecisionResponse } from '@studypath/domain/guardians';
import { useState } from 'react';
import { useConsentInvitation } from '../api/get-consent-invitation.ts';
import { consentLinkRefusalOf, type ConsentLinkRefusal } from '../lib/consent-refusals.ts';
import { ConsentForm } from './consent-form.tsx';
import {
  ConsentLinkRefused,
  ConsentLoadFailed,
  ConsentLoading,
  ConsentResult,
} from './consent-page-states.tsx';

/**
 * /guardian/consent?token= (issue 26): a guardian's decision on a student's consent request,
 * signed in or not. A link without a token is not valid without asking the server; a refused
 * link gets its own page, never an error screen.
 */
export function GuardianConsentPage({ token }: { token: string | null }) {
  const givenToken = token?.trim() ?? '';
  if (givenToken === '') return <ConsentLinkRefused refusal="guardian.invalid_consent_link" />;
  return <ConsentRequest token={givenToken} />;
}

function ConsentRequest({ token }: { token: string }) {
  const invitation = useConsentInvitation(token);
  const [result, setResult] = useState<ConsentDecisionResponse | null>(null);
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<ConsentLinkRefusal | null>(null);

  if (result) return <ConsentResult result={result} />;
  const refusal = refusedOnSubmit ?? consentLinkRefusalOf(invitation.error);
  if (refusal) return <ConsentLinkRefused refusal={refusal} />;
  // A failed reload (the text changed) keeps the form: its data is still there.
  if (invitation.data) {
    return (
      <ConsentForm
        token={token}
        view={invitation.data}
        onReload={async () => (await invitation.refetch()).isSuccess}
        isReloading={invitation.isFetching}
        onDecided={setResult}
        onLinkRefused={setRefusedOnSubmit}
      />
    );
  }
  if (invitation.isError) return <ConsentLoadFailed onRetry={() => void invitation.refetch()} />;
  return <ConsentLoading />;
}
