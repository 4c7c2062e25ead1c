import { Button, Group } from '@mantine/core';
import type { ChecklistItem, ReviewChecklistItemRequest } from '@studypath/domain/checklist';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useReviewChecklistItem } from '../api/review-checklist-item.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { RemoveItemAction } from './remove-item-action.tsx';

type Decision = ReviewChecklistItemRequest['decision'];
/** The decisions that ask for a reason, each in its dialog. */
type ReasonDecision = Extract<Decision, 'needs_changes' | 'not_needed'>;

interface ItemReviewActionsProps {
  applicationId: string;
  item: ChecklistItem;
  title: string;
}

/**
 * The consultant's moves on an item: Accept and Ask for changes once a document is there, Mark as
 * not needed until it is, Reopen once decided, and Remove item for their own items. Each button
 * names its item for screen readers, since every card has the same ones.
 */
export function ItemReviewActions({ applicationId, item, title }: ItemReviewActionsProps) {
  const { t } = useTranslation('checklist');
  const [dialog, setDialog] = useState<ReasonDecision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const review = useReviewChecklistItem(applicationId, {
    onSuccess: ({ decision }) => {
      setDialog(null);
      showToast({ variant: 'success', title: t(`review.toasts.${decision}`), message: '' });
    },
    onError: (error) => {
      const message = refusalMessage(error) ?? t('review.toasts.failed');
      // In an open dialog the refusal shows there, by the reason typed; otherwise in a toast.
      if (dialog) setFailure(message);
      else showToast({ variant: 'destructive', title: t('review.toasts.failed'), message });
    },
  });
  const decide = (decision: Decision, reason?: string) =>
    review.mutate({ itemId: item.id, decision, ...(reason === undefined ? {} : { reason }) });
  const open = (decision: ReasonDecision) => {
    setFailure(null);
    setDialog(decision);
  };

  const hasDocument = item.documents.length > 0;
  const canJudge = hasDocument && (item.state === 'uploaded' || item.state === 'needs_changes');
  const isBusy = review.isPending;
  const named = (action: 'accept' | 'askChanges' | 'markNotNeeded' | 'reopen') =>
    t(`review.${action}Named`, { item: title });

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {canJudge && (
          <>
            <Button
              size="xs"
              color="green"
              aria-label={named('accept')}
              disabled={isBusy}
              onClick={() => decide('accepted')}
            >
              {t('review.accept')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="orange"
              aria-label={named('askChanges')}
              disabled={isBusy}
              onClick={() => open('needs_changes')}
            >
              {t('review.askChanges')}
            </Button>
          </>
        )}
        {item.state !== 'not_needed' && (
          <Button
            size="xs"
            variant="default"
            aria-label={named('markNotNeeded')}
            disabled={isBusy}
            onClick={() => open('not_needed')}
          >
            {t('review.markNotNeeded')}
          </Button>
        )}
        {item.review !== null && (
          <Button
            size="xs"
            variant="default"
            aria-label={named('reopen')}
            disabled={isBusy}
            onClick={() => decide('reopened')}
          >
            {t('review.reopen')}
          </Button>
        )}
        {item.kind === 'custom' && (
          <RemoveItemAction applicationId={applicationId} itemId={item.id} title={title} />
        )}
      </Group>
      {dialog && (
        <ReasonDialog
          opened
          title={named(dialog === 'needs_changes' ? 'askChanges' : 'markNotNeeded')}
          confirmLabel={dialog === 'needs_changes' ? t('review.send') : t('review.markNotNeeded')}
          isBusy={isBusy}
          failure={failure}
          onConfirm={(reason) => decide(dialog, reason)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
