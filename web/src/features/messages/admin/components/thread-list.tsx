import { Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import type { AdminThread } from '@studypath/domain/messages';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { ThreadButtons } from '../../shared/components/thread-buttons.tsx';
import { filterThreads, type ThreadTab } from '../lib/filter-threads.ts';
import { legalName } from '../../../../lib/legal-name.ts';
import { PendingQuery } from '../../../../components/query-states.tsx';
import { ConsultantScopeControl } from '../../../../components/consultant-scope-control.tsx';
import type { ConsultantScope } from '../../../../lib/consultant-scope.ts';

const tabs: readonly ThreadTab[] = ['active', 'closed'];

interface ThreadListProps {
  /** Mine or All (issue 29), kept in the address by the page. */
  scope: ConsultantScope;
  onScopeChange: (scope: ConsultantScope) => void;
  /** Undefined while loading. */
  threads: readonly AdminThread[] | undefined;
  hasFailed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
}

/**
 * Mine or All, Active and Closed tabs and a search over the subject, the student's name and email
 * (§2).
 */
export function ThreadList({
  scope,
  onScopeChange,
  threads,
  hasFailed,
  onRetry,
  selectedId,
  onSelect,
}: ThreadListProps) {
  const { t } = useTranslation(['adminMessages', 'common']);
  const headingId = useId();
  const [tab, setTab] = useState<ThreadTab>('active');
  const [search, setSearch] = useThreadSearch();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('list.heading')}
        </Title>
        <ConsultantScopeControl
          value={scope}
          onChange={onScopeChange}
          labels={{ label: t('scope.label'), mine: t('scope.mine'), all: t('scope.all') }}
        />
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

/**
 * The search lives in the address (?search=), as on the other consultant lists, so a reload, the
 * back button or a shared link keeps it; the open thread's own parameters stay beside it.
 */
function useThreadSearch(): [string, (search: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setSearch = (search: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search === '') next.delete('search');
        else next.set('search', search);
        return next;
      },
      { replace: true },
    );
  return [searchParams.get('search') ?? '', setSearch];
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
  const { t } = useTranslation('adminMessages');
  if (threads.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <ThreadButtons
      threads={threads}
      selectedId={selectedId}
      onSelect={onSelect}
      unreadLabel={(count) => t('list.unread', { count })}
    >
      {(thread) => <ThreadSummary thread={thread} />}
    </ThreadButtons>
  );
}

/**
 * The student (name and email, or the email alone), the subject, the last activity and who holds
 * the student's path (issue 29).
 */
function ThreadSummary({ thread }: { thread: AdminThread }) {
  const { t } = useTranslation('adminMessages');
  const name = legalName(thread.studentFirstName, thread.studentLastName);
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name ?? thread.studentEmail}
      </Text>
      {name !== null && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {thread.studentEmail}
        </Text>
      )}
      <Text size="sm" fw={thread.unreadCount > 0 ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
        {thread.subject}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={thread.updatedAt}>
        {formatDateTime(thread.updatedAt)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('list.consultant', { name: thread.consultantName ?? t('list.unassigned') })}
      </Text>
    </>
  );
}
