// The server refuses a student under 18 without their guardian's consent a study path, a payment
// or an upload (403 guardian.consent_required, issue 26). Each of those screens says its own
// failure with the refusal's text; this one toast, shown after it (like signed-out-notice.tsx),
// says it with the way on: the dashboard, whose card asks the guardian. The student layout runs
// it: only a student is refused this way, and the landing page does not carry the feature.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
// From the two files themselves, not the feature's index: the layout of every student page loads
// this, and the index brings the dashboard card's and the panel's code and schemas with it.
import { ConsentRequiredMessage } from '../features/guardians/components/consent-gate.tsx';
import { isConsentRequired } from '../features/guardians/lib/consent-refusals.ts';
import { i18n } from '../lib/i18n.ts';
import { showToast } from '../lib/toast.tsx';
import { paths } from './paths.ts';

export function useConsentRequiredNotice(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isConsentRequired(event.action.error)) return;
        // After the screen's own failure toast, which it replaces (one toast at a time).
        setTimeout(() =>
          showToast({
            variant: 'destructive',
            title: i18n.t('gate.title', { ns: 'guardians' }),
            message: (
              <ConsentRequiredMessage
                dashboardHref={paths.student.dashboard}
                onFollow={(event) => {
                  event.preventDefault();
                  notifications.clean();
                  void navigate(paths.student.dashboard);
                }}
              />
            ),
          }),
        );
      }),
    [queryClient, navigate],
  );
}
