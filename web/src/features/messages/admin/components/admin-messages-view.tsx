import { Button, Group, Stack, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationLayout } from '../../../../components/messages/conversation-layout.tsx';
import { ConversationPlaceholder } from '../../../../components/messages/conversation-placeholder.tsx';
import { useMarkReadOnOpen } from '../../shared/lib/use-mark-read-on-open.ts';
import { invalidateThreadLists } from '../lib/invalidate-messages.ts';
import { useAdminThreadLists } from '../lib/use-admin-thread-lists.ts';
import { useThreadSelection } from '../lib/use-thread-selection.ts';
import { Conversation } from './conversation.tsx';
import { StartThreadDialog } from './start-thread-dialog.tsx';
import { ThreadList } from './thread-list.tsx';

/**
 * /admin/messages (part 2 §2): the consultant's own students' threads (Mine) or everyone's (All),
 * one open beside them, and new conversations. The list refreshes every 5 s and the open thread
 * every 3 s, also in the background, while the live stream is down (§9).
 */
export function AdminMessagesView() {
  const { t } = useTranslation('adminMessages');
  const { scope, setScope, shown, known } = useAdminThreadLists();
  const selection = useThreadSelection(known.data);
  const selected = known.data?.find(({ id }) => id === selection.threadId) ?? null;
  useMarkReadOnOpen(selected, invalidateThreadLists);
  const [isStarting, setIsStarting] = useState(false);
  const closeDialog = () => {
    setIsStarting(false);
    if (selection.studentToStart !== null) selection.clearStudent();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button
          leftSection={<IconMessagePlus size={16} aria-hidden />}
          onClick={() => setIsStarting(true)}
        >
          {t('newConversation')}
        </Button>
      </Group>
      <ConversationLayout
        isDetailOpen={selection.threadId !== null}
        list={
          <ThreadList
            scope={scope}
            onScopeChange={setScope}
            threads={shown.data}
            hasFailed={shown.isError}
            onRetry={() => void shown.refetch()}
            selectedId={selection.threadId}
            onSelect={selection.openThread}
          />
        }
        detail={
          selected ? (
            <Conversation thread={selected} onBack={selection.showList} />
          ) : (
            <ConversationPlaceholder
              text={
                selection.threadId !== null && known.isSuccess
                  ? t('conversation.notFound')
                  : t('conversation.placeholder')
              }
              backLabel={t('conversation.back')}
              onBack={selection.showList}
            />
          )
        }
      />
      <StartThreadDialog
        opened={isStarting || selection.studentToStart !== null}
        studentId={selection.studentToStart}
        threads={known.data ?? []}
        onClose={closeDialog}
        onStarted={(thread) => {
          setIsStarting(false);
          selection.openThread(thread.id, { replace: selection.studentToStart !== null });
        }}
      />
    </Stack>
  );
}
