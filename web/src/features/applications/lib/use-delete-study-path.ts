// Deleting a study path from the list (part 2 §2, §8): the card asks, the dialog confirms, and
// the outcome is told with the spec's toasts. The failure text is the spec's fixed one, not the
// server's message (unlike creating a path, §8 names no message for it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.tsx';
import { useDeleteApplication } from '../api/delete-application.ts';
import type { ApplicationSummary } from './application-summary.ts';

export function useDeleteStudyPath() {
  const { t } = useTranslation('applications');
  const [pending, setPending] = useState<ApplicationSummary | null>(null);
  const mutation = useDeleteApplication({
    onSuccess: () => {
      setPending(null);
      showToast({ title: t('toasts.deleted.title'), message: '', variant: 'success' });
    },
    onError: () => {
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
    ask: (path: ApplicationSummary) => setPending(path),
    cancel: () => {
      if (!mutation.isPending) setPending(null);
    },
    confirm: () => {
      if (pending) mutation.mutate(pending.id);
    },
    isDeleting: mutation.isPending,
  };
}
