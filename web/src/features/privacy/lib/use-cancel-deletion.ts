// Cancelling a scheduled deletion, with the toast that says so: the same from the Privacy & data
// page and from the notice shown after signing in (issue 30).
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useCancelAccountDeletion } from '../api/cancel-account-deletion.ts';

export function useCancelDeletionWithToast() {
  const { t } = useTranslation('accountDeletion');
  const cancellation = useCancelAccountDeletion();
  const cancel = (onDone?: () => void) =>
    cancellation.mutate(undefined, {
      onSuccess: () => {
        showToast({
          variant: 'success',
          title: t('toasts.cancelledTitle'),
          message: t('toasts.cancelledMessage'),
        });
        onDone?.();
      },
      onError: (error) =>
        showToast({
          variant: 'destructive',
          title: t('scheduled.cancel'),
          message: refusalMessage(error) ?? t('toasts.cancelFailed'),
        }),
    });
  return { cancel, isCancelling: cancellation.isPending };
}
