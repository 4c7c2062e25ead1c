// "Signing in during that time offers to cancel" (issue 30): in the student's and the guardian's
// areas, a dialog once per visit while the account is scheduled for deletion, with "Cancel
// deletion" and "Keep the deletion" (lib/deletion-notice-seen.ts: the next sign-in asks again).
// Nothing shows while the state loads or if it cannot be read: the Privacy & data page says it
// all anyway.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { useLiveStatus } from '../../../lib/live-updates.ts';
import { useAccountDeletion } from '../api/get-account-deletion.ts';
import { markDeletionNoticeSeen, wasDeletionNoticeSeen } from '../lib/deletion-notice-seen.ts';
import { useCancelDeletionWithToast } from '../lib/use-cancel-deletion.ts';

/**
 * `afterLiveStream`: in a layout that opens the live event stream, the state is read once the
 * stream is open, so a server-rendered page's first request stays the stream's (its data came
 * with the page: decision 026).
 */
export function DeletionScheduledNotice({
  afterLiveStream = false,
}: {
  afterLiveStream?: boolean;
}) {
  const { t } = useTranslation('accountDeletion');
  const liveStatus = useLiveStatus();
  const deletion = useAccountDeletion({ enabled: !afterLiveStream || liveStatus === 'open' });
  const { cancel, isCancelling } = useCancelDeletionWithToast();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const dueAt = deletion.data?.scheduled?.dueAt ?? null;
  if (dueAt === null || closedFor === dueAt || wasDeletionNoticeSeen(dueAt)) return null;
  const close = () => {
    markDeletionNoticeSeen(dueAt);
    setClosedFor(dueAt);
  };
  return (
    <Modal opened onClose={close} title={t('notice.title')} centered>
      <Text size="sm" mb="lg">
        {t('notice.body', { date: formatDate(dueAt) })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} disabled={isCancelling}>
          {t('notice.keep')}
        </Button>
        <Button loading={isCancelling} onClick={() => cancel(close)}>
          {t('notice.cancel')}
        </Button>
      </Group>
    </Modal>
  );
}
