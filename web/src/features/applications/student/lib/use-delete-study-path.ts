// Deleting a study path from the list (part 2 §2, §8): the card asks, the dialog confirms, and
// the outcome is told with the spec's toasts. The failure text is the spec's fixed one, not the
// server's message (unlike creating a path, §8 names no message for it). A path that holds a
// payment cannot be deleted (issue 23): the dialog says why instead of offering it, also when the
// list did not know (a refunded path reads unpaid) and the server answered 409.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseApiError } from '../../../../lib/parse-api-error.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useDeleteApplication } from '../api/delete-application.ts';
import type { ApplicationSummary } from './application-summary.ts';

function isRefusedForPayment(error: unknown): boolean {
  const { status, code } = parseApiError(error);
  return code === 'path_holds_payment' || status === 409;
}

export function useDeleteStudyPath() {
  const { t } = useTranslation('applications');
  const [pending, setPending] = useState<ApplicationSummary | null>(null);
  const [wasRefusedForPayment, setWasRefusedForPayment] = useState(false);
  const mutation = useDeleteApplication({
    onSuccess: () => {
      setPending(null);
      showToast({ title: t('toasts.deleted.title'), message: '', variant: 'success' });
    },
    onError: (error) => {
      if (isRefusedForPayment(error)) {
        setWasRefusedForPayment(true);
        return;
      }
      setPending(null);
      showToast({
        title: t('toasts.deleteFailed.title'),
        message: t('toasts.deleteFailed.message'),
        variant: 'destructive',
      });
    },
  });

  return {
    /** The path the dialog asks about; null while it is closed. */
    pending,
    /** The path holds a payment: the dialog explains instead of offering the deletion. */
    holdsPayment: pending?.paymentStatus === 'paid' || wasRefusedForPayment,
    ask: (path: ApplicationSummary) => {
      setWasRefusedForPayment(false);
      setPending(path);
    },
    cancel: () => {
      if (!mutation.isPending) setPending(null);
    },
    confirm: () => {
      if (pending) mutation.mutate(pending.id);
    },
    isDeleting: mutation.isPending,
  };
}
