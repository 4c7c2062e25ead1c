import {
  Badge,
  Box,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { AdminThread } from '@studypath/domain/messages';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { filterThreads, type ThreadTab } from '../lib/filter-threads.ts';
import { studentName } from '../lib/student-name.ts';
import { PendingQuery } from '../../../../components/query-states.tsx';

const tabs: readonly ThreadTab[] = ['active', 'closed'];

interface ThreadListProps {
  /** Undefined while loading. */
  threads: readonly AdminThread[] | undefined;
  hasFailed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
}

/** Active and Closed tabs and a search over the subject, the student's name and email (§2). */
export function ThreadList({ threads, hasFailed, onRetry, selectedId, onSelect }: ThreadListProps) {
  const { t } = useTranslation(['adminMessages', 'common']);
  const headingId = useId();
  const [tab, setTab] = useState<ThreadTab>('active');
  const [search, setSearch] = useState('');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('list.heading')}
        </Title>
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Tabs value={tab} onChange={(value) => setTab(value === 'closed' ? 'closed' : 'active')}>
          <Tabs.List aria-label={t('tabs.label')} grow>
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((value) => (
            <Tabs.Panel key={value} value={value} pt="sm">
              {threads === undefined ? (
                <PendingQuery
                  hasFailed={hasFailed}
                  title={t('list.loadFailed')}
                  retryLabel={t('list.retry')}
                  onRetry={onRetry}
                />
              ) : (
                <TabThreads
                  threads={filterThreads(threads, value, search)}
                  emptyText={search.trim() === '' ? t(`list.empty.${value}`) : t('list.noMatch')}
                  selectedId={selectedId}
                  onSelect={onSelect}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}

function TabThreads({
  threads,
  emptyText,
  selectedId,
  onSelect,
}: {
  threads: readonly AdminThread[];
  emptyText: string;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
}) {
  if (threads.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <ThreadItem
            thread={thread}
            isSelected={thread.id === selectedId}
            onSelect={() => onSelect(thread.id)}
          />
        </li>
      ))}
    </Box>
  );
}

function ThreadItem({
  thread,
  isSelected,
  onSelect,
}: {
  thread: AdminThread;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('adminMessages');
  const name = studentName(thread.studentFirstName, thread.studentLastName);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      w="100%"
      p="sm"
      bg={isSelected ? 'brand.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name ?? thread.studentEmail}
          </Text>
          {name !== null && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {thread.studentEmail}
            </Text>
          )}
          <Text
            size="sm"
            fw={thread.unreadCount > 0 ? 700 : 400}
            style={{ overflowWrap: 'anywhere' }}
          >
            {thread.subject}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={thread.updatedAt}>
            {formatDateTime(thread.updatedAt)}
          </Text>
        </Stack>
        {thread.unreadCount > 0 && (
          <Badge color="red" size="sm" circle={thread.unreadCount < 10} style={{ flexShrink: 0 }}>
            {thread.unreadCount}
            <VisuallyHidden>{t('list.unread', { count: thread.unreadCount })}</VisuallyHidden>
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}
