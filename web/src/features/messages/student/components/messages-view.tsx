import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConversationLayout } from '../../../../components/messages/conversation-layout.tsx';
import { ConversationPlaceholder } from '../../../../components/messages/conversation-placeholder.tsx';
import { useThreads } from '../api/get-threads.ts';
import { useMarkReadOnOpen } from '../../shared/lib/use-mark-read-on-open.ts';
import { invalidateThreadsAndUnreadCount } from '../lib/invalidate-messages.ts';
import { useThreadSelection } from '../lib/use-thread-selection.ts';
import { Conversation } from './conversation.tsx';
import { NewThreadForm } from './new-thread-form.tsx';
import { ThreadList } from './thread-list.tsx';

/**
 * /messages (part 2 §2): the threads on the left, the open thread or the new-conversation form on
 * the right. The thread list refreshes every 5 s and the open thread every 3 s while the live
 * stream is down (§9).
 */
export function MessagesView() {
  const { t } = useTranslation('messages');
  const selection = useThreadSelection();
  const threads = useThreads();
  const selected = threads.data?.find(({ id }) => id === selection.threadId) ?? null;
  useMarkReadOnOpen(selected, invalidateThreadsAndUnreadCount);

  const detail = selection.isComposing ? (
    <NewThreadForm
      onCreated={(thread) => selection.openThread(thread.id, { replace: true })}
      onCancel={selection.showList}
    />
  ) : selected ? (
    <Conversation thread={selected} onBack={selection.showList} onStartNew={selection.startNew} />
  ) : (
    <ConversationPlaceholder
      text={
        selection.threadId !== null && threads.isSuccess
          ? t('conversation.notFound')
          : t('conversation.placeholder')
      }
      backLabel={t('conversation.back')}
      onBack={selection.showList}
    />
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <ConversationLayout
        isDetailOpen={selection.isComposing || selection.threadId !== null}
        list={
          <ThreadList
            threads={threads.data}
            hasFailed={threads.isError}
            onRetry={() => void threads.refetch()}
            selectedId={selection.threadId}
            onSelect={selection.openThread}
            onStartNew={selection.startNew}
          />
        }
        detail={detail}
      />
    </Stack>
  );
}
