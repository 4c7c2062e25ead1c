// A change refused with 401 while the app still believed someone signed in means the session ended
// (expired, signed out in another tab, revoked): every screen then said only 'You are not signed
// in.', in its own toast or under its form, with no way on. This one toast, shown after the
// screen's own, says it and links to the sign-in page. A refused sign-in (also 401) happens while
// nobody is signed in, so it never shows this.
import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQueryKey } from '../features/auth/api/get-current-user.ts';
import { parseApiError } from '../lib/parse-api-error.ts';
import { showToast } from '../lib/toast.tsx';
import { paths } from './paths.ts';

const isSignedOutError = (error: unknown) => {
  const { status, code } = parseApiError(error);
  return status === 401 && code === 'unauthorized';
};

export function SignedOutNotice() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isSignedOutError(event.action.error)) return;
        if (!queryClient.getQueryData(currentUserQueryKey)) return;
        // After the screen's own failure toast, which it replaces (one toast at a time).
        setTimeout(() =>
          showToast({
            variant: 'destructive',
            title: t('signedOut.title'),
            message: (
              <Text span size="sm">
                {t('signedOut.message')}{' '}
                {/* A full load: whatever the ended session left in memory goes with it. */}
                <Anchor href={paths.auth.login} size="sm" fw={600}>
                  {t('signedOut.signIn')}
                </Anchor>
              </Text>
            ),
          }),
        );
      }),
    [queryClient, t],
  );
  return null;
}
