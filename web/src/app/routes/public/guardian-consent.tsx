import { Box } from '@mantine/core';
import type { CurrentUser } from '@studypath/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { currentUserQueryKey } from '../../../features/auth/api/get-current-user.ts';
import { GuardianConsentPage } from '../../../features/guardians/components/guardian-consent-page.tsx';
import { hrefs, paths } from '../../paths.ts';

/**
 * The page of the guardian's consent email (issue 26): public, for whoever holds the link, signed
 * in or not, whatever their role. After a consent it makes the guardian's account (signed in, then
 * their area) or sends an existing account through sign-in to link the student.
 */
export function GuardianConsentRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enterArea = async (user: CurrentUser) => {
    // The new session replaces whatever the cache held (a signed-out visitor, or another account).
    // A session check still under way was asked without the new cookie: left to finish, its
    // "signed out" would land after this and send the guardian from their area to sign in (seen
    // in a journey on a loaded machine). Cancelled first, as TanStack Query advises before
    // writing an answer into the cache.
    await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
    queryClient.setQueryData(currentUserQueryKey, user);
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    await navigate(paths.guardian.home, { replace: true });
  };
  return (
    <PublicLayout homeHref={paths.home}>
      {/* The text reads as a letter: lines no wider than a comfortable measure. */}
      <Box maw={680} mx="auto">
        {/* A new token in the address is a new request: the key starts it afresh. */}
        <GuardianConsentPage
          key={token}
          token={token}
          signInToLinkHref={(linkToken) => hrefs.loginReturningTo(hrefs.guardianLink(linkToken))}
          onAccountCreated={(user) => void enterArea(user)}
        />
      </Box>
    </PublicLayout>
  );
}
