import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminThread, ThreadMessage } from '@studypath/domain/messages';
import { IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { BackButton } from '../../../../components/messages/back-button.tsx';
import { MessageComposer } from '../../../../components/messages/message-composer.tsx';
import { MessageList } from '../../../../components/messages/message-list.tsx';
import { useCloseThread } from '../api/close-thread.ts';
import { useThreadMessages } from '../api/get-thread-messages.ts';
import { useSendMessage } from '../../shared/api/send-message.ts';
import { invalidateAfterSending } from '../lib/invalidate-messages.ts';
import { legalName } from '../../../../lib/legal-name.ts';
import { toastFailure, toastSuccess } from '../lib/toasts.ts';
import { PendingQuery } from '../../../../components/query-states.tsx';

interface ConversationProps {
  thread: AdminThread;
  onBack: () => void;
}

/**
 * One thread as the consultant sees it: the student, the messages with their role badges, the
 * reply box and Close Thread, asked about first (part 2 §2, §5). A closed thread takes no reply.
 */
export function Conversation({ thread, onBack }: ConversationProps) {
  const { t } = useTranslation(['adminMessages', 'common']);
  const headingId = useId();
  const messages = useThreadMessages(thread.id);
  const sending = useSendMessage(invalidateAfterSending, () => toastSuccess(t('toasts.sent')));
  const [isConfirming, setIsConfirming] = useState(false);
  const closing = useCloseThread({
    onSuccess: () => {
      setIsConfirming(false);
      toastSuccess(t('toasts.closed'));
    },
    onError: () => {
      setIsConfirming(false);
      toastFailure(t('toasts.closeFailed.title'), t('toasts.closeFailed.message'));
    },
  });
  const isClosed = thread.status === 'closed';
  const name = legalName(thread.studentFirstName, thread.studentLastName);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <BackButton label={t('conversation.back')} onClick={onBack} />
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {thread.subject}
              </Title>
              <Badge variant="light" color={isClosed ? 'gray' : 'green'}>
                {t(`conversation.status.${thread.status}`)}
              </Badge>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name ? `${name} · ${thread.studentEmail}` : thread.studentEmail}
            </Text>
          </Stack>
          {!isClosed && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconLock size={14} aria-hidden />}
              onClick={() => setIsConfirming(true)}
            >
              {t('conversation.closeThread')}
            </Button>
          )}
        </Group>
        <ThreadMessages
          threadId={thread.id}
          messages={messages.data}
          hasFailed={messages.isError}
          onRetry={() => void messages.refetch()}
        />
        {isClosed ? (
          <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {t('conversation.closedNotice')}
          </Alert>
        ) : (
          <MessageComposer
            key={`reply-${thread.id}`}
            onSend={({ content, file, onProgress }) =>
              sending.mutateAsync({ threadId: thread.id, content, file, onProgress })
            }
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title={t('closeDialog.title')}
        message={t('closeDialog.message')}
        confirmLabel={t('closeDialog.confirm')}
        cancelLabel={t('closeDialog.cancel')}
        isBusy={closing.isPending}
        onConfirm={() => closing.mutate(thread.id)}
        onCancel={() => setIsConfirming(false)}
      />
    </Paper>
  );
}

function ThreadMessages({
  threadId,
  messages,
  hasFailed,
  onRetry,
}: {
  threadId: string;
  messages: readonly ThreadMessage[] | undefined;
  hasFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['adminMessages', 'common']);
  if (messages === undefined) {
    return (
      <PendingQuery
        hasFailed={hasFailed}
        title={t('conversation.loadFailed')}
        retryLabel={t('conversation.retry')}
        onRetry={onRetry}
      />
    );
  }
  const senderNameOf = (message: ThreadMessage) =>
    message.senderDisplayName ??
    legalName(message.senderFirstName, message.senderLastName) ??
    (message.senderRole === 'admin'
      ? t('conversation.consultant')
      : (message.senderEmail ?? t('conversation.roles.student')));
  return (
    <MessageList
      key={`messages-${threadId}`}
      messages={messages}
      ownRole="admin"
      senderNameOf={senderNameOf}
      badgeOf={(message) => (
        <Badge size="xs" variant="light" color={message.senderRole === 'admin' ? 'brand' : 'gray'}>
          {t(`conversation.roles.${message.senderRole}`)}
        </Badge>
      )}
    />
  );
}
