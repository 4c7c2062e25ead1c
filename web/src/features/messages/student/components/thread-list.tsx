import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudentThread } from '@studypath/domain/messages';
import { IconMessagePlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { ThreadButtons } from '../../shared/components/thread-buttons.tsx';
import { PendingQuery } from '../../../../components/query-states.tsx';

interface ThreadListProps {
  /** Undefined while loading. */
  threads: readonly StudentThread[] | undefined;
  hasFailed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
  onStartNew: () => void;
}

/** The student's threads, latest activity first, each with its red unread count (part 2 §2). */
export function ThreadList(props: ThreadListProps) {
  const { threads, hasFailed, onRetry, selectedId, onSelect, onStartNew } = props;
  const { t } = useTranslation(['messages', 'common']);
  const headingId = useId();
  const sorted = threads ? [...threads].sort(byLatestActivity) : undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {t('list.heading')}
          </Title>
          <Button
            size="xs"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={onStartNew}
          >
            {t('list.newConversation')}
          </Button>
        </Group>
        {sorted === undefined && (
          <PendingQuery
            hasFailed={hasFailed}
            title={t('list.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={onRetry}
          />
        )}
        {sorted?.length === 0 && (
          <Stack gap={4} py="md" align="center">
            <Text fw={600}>{t('list.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('list.emptyHint')}
            </Text>
          </Stack>
        )}
        {sorted !== undefined && sorted.length > 0 && (
          <ThreadButtons
            threads={sorted}
            selectedId={selectedId}
            onSelect={onSelect}
            unreadLabel={(count) => t('list.unread', { count })}
          >
            {(thread) => <ThreadSummary thread={thread} />}
          </ThreadButtons>
        )}
      </Stack>
    </Paper>
  );
}

function byLatestActivity(a: StudentThread, b: StudentThread): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

/** The subject, the last activity and, once closed, the Closed badge. */
function ThreadSummary({ thread }: { thread: StudentThread }) {
  const { t } = useTranslation('messages');
  return (
    <>
      <Text size="sm" fw={thread.unreadCount > 0 ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
        {thread.subject}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" component="time" dateTime={thread.updatedAt}>
          {formatDateTime(thread.updatedAt)}
        </Text>
        {thread.status === 'closed' && (
          <Badge size="xs" variant="light" color="gray">
            {t('list.closed')}
          </Badge>
        )}
      </Group>
    </>
  );
}
