import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudentThread, ThreadMessage } from '@studypath/domain/messages';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../../components/messages/back-button.tsx';
import { MessageComposer } from '../../../../components/messages/message-composer.tsx';
import { MessageList } from '../../../../components/messages/message-list.tsx';
import { useThreadMessages } from '../api/get-thread-messages.ts';
import { useSendMessage } from '../../shared/api/send-message.ts';
import { invalidateAfterSending } from '../lib/invalidate-messages.ts';
import { PendingQuery } from '../../../../components/query-states.tsx';

interface ConversationProps {
  thread: StudentThread;
  onBack: () => void;
  onStartNew: () => void;
}

/**
 * One thread: its messages and the reply box; a closed thread shows why there is no reply box
 * (part 2 §2). The consultant's messages carry their name, else 'Educational Consultant' (§6).
 */
export function Conversation({ thread, onBack, onStartNew }: ConversationProps) {
  const { t } = useTranslation(['messages', 'common']);
  const headingId = useId();
  const messages = useThreadMessages(thread.id);
  const sending = useSendMessage(invalidateAfterSending);
  const isClosed = thread.status === 'closed';
  const senderNameOf = (message: ThreadMessage) =>
    message.senderDisplayName ??
    (message.senderRole === 'admin' ? t('conversation.consultant') : t('conversation.you'));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <BackButton label={t('conversation.back')} onClick={onBack} />
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {thread.subject}
          </Title>
          {isClosed && (
            <Badge variant="light" color="gray">
              {t('list.closed')}
            </Badge>
          )}
        </Group>
        {messages.data === undefined ? (
          <PendingQuery
            hasFailed={messages.isError}
            title={t('conversation.loadFailed')}
            retryLabel={t('conversation.retry')}
            onRetry={() => void messages.refetch()}
          />
        ) : (
          <MessageList
            key={`messages-${thread.id}`}
            messages={messages.data}
            ownRole="student"
            senderNameOf={senderNameOf}
          />
        )}
        {isClosed ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} aria-hidden />}
            title={t('conversation.closedTitle')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('conversation.closedMessage')}</Text>
              <Button size="xs" variant="light" onClick={onStartNew}>
                {t('list.newConversation')}
              </Button>
            </Stack>
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
    </Paper>
  );
}
