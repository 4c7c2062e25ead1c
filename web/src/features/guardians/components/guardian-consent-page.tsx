import { Stack } from '@mantine/core';
import type { CurrentUser } from '@studypath/domain/auth';
import type { ConsentDecisionResponse } from '@studypath/domain/guardians';
import { useState } from 'react';
import { useConsentInvitation } from '../api/get-consent-invitation.ts';
import { consentLinkRefusalOf, type ConsentLinkRefusal } from '../lib/consent-refusals.ts';
import { ConsentForm } from './consent-form.tsx';
import { GuardianAccountForm, SignInToLink } from './guardian-account-form.tsx';
import {
  ConsentLinkRefused,
  ConsentLoadFailed,
  ConsentLoading,
  ConsentResult,
} from './consent-page-states.tsx';

/** Where the page goes after a consent, which the app's routes know. */
export interface ConsentAccountLinks {
  /** Sign-in returning to the page that links this token's student to the account. */
  signInToLinkHref: (token: string) => string;
  /** The guardian account was made and signed in. */
  onAccountCreated: (user: CurrentUser) => void;
}

export interface GuardianConsentPageProps extends ConsentAccountLinks {
  token: string | null;
}

/**
 * /guardian/consent?token= (issue 26): a guardian's decision on a student's consent request,
 * signed in or not. A link without a token is not valid without asking the server; a refused
 * link gets its own page, never an error screen. After a consent, the same link makes the
 * guardian's account, or links the student to the account the guardian has.
 */
export function GuardianConsentPage({ token, ...links }: GuardianConsentPageProps) {
  const givenToken = token?.trim() ?? '';
  if (givenToken === '') return <ConsentLinkRefused refusal="guardian.invalid_consent_link" />;
  return <ConsentRequest token={givenToken} {...links} />;
}

function ConsentRequest({
  token,
  signInToLinkHref,
  onAccountCreated,
}: ConsentAccountLinks & { token: string }) {
  const invitation = useConsentInvitation(token);
  const [result, setResult] = useState<ConsentDecisionResponse | null>(null);
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<ConsentLinkRefusal | null>(null);

  if (result) {
    return (
      <Stack gap="xl">
        <ConsentResult result={result} />
        {result.account === 'create' && (
          <GuardianAccountForm
            token={token}
            email={invitation.data?.guardianEmail ?? ''}
            studentName={result.studentName}
            signInHref={signInToLinkHref(token)}
            onCreated={onAccountCreated}
          />
        )}
        {result.account === 'sign_in' && (
          <SignInToLink studentName={result.studentName} signInHref={signInToLinkHref(token)} />
        )}
      </Stack>
    );
  }
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
