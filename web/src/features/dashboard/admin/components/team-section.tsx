import { Center, Loader, Table, Text } from '@mantine/core';
import type { TeamMember } from '@studypath/domain/team';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../../components/query-states.tsx';
import { formatDuration } from '../../../../lib/format-duration.ts';
import { useTeamView } from '../../../../lib/get-team.ts';
import { ADMIN_STATS_REFRESH_MS } from '../api/get-admin-stats.ts';
import { SectionPaper } from './section-paper.tsx';

// The chart draws with recharts, loaded with the dashboard's other charts and never before them.
const AnswerTimesChart = lazy(() =>
  import('./answer-times-chart.tsx').then((module) => ({ default: module.AnswerTimesChart })),
);

/** The team view (issue 29): each consultant's caseload and answer times, the team's by week. */
export function TeamSection() {
  const { t } = useTranslation(['adminTeam', 'common']);
  const team = useTeamView({ refetchIntervalMs: ADMIN_STATS_REFRESH_MS });
  if (!team.data) {
    return (
      <SectionPaper title={t('team.heading')}>
        {team.isError ? (
          <LoadFailedAlert
            title={t('team.loadFailed')}
            retryLabel={t('team.retry')}
            onRetry={() => void team.refetch()}
          />
        ) : (
          <Center py="md" role="status" aria-label={t('common:loading')}>
            <Loader size="sm" />
          </Center>
        )}
      </SectionPaper>
    );
  }
  const { consultants, weekly, unassignedPaths } = team.data;
  return (
    <>
      <SectionPaper title={t('team.heading')} description={t('team.description')}>
        {consultants.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('team.empty')}
          </Text>
        ) : (
          <TeamTable consultants={consultants} />
        )}
        {unassignedPaths > 0 && (
          <Text size="sm" c="orange.8">
            {t('team.unassigned', { count: unassignedPaths })}
          </Text>
        )}
      </SectionPaper>
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label={t('chart.loading')}>
            <Loader size="sm" />
          </Center>
        }
      >
        <AnswerTimesChart weekly={weekly} />
      </Suspense>
    </>
  );
}

const durationOr = (ms: number | null, none: string) => (ms === null ? none : formatDuration(ms));

function TeamTable({ consultants }: { consultants: readonly TeamMember[] }) {
  const { t } = useTranslation('adminTeam');
  const none = t('team.none');
  return (
    // Focusable and named, like the audit table: on a phone the rows scroll sideways, and a
    // keyboard user must be able to scroll them too (nothing inside takes the focus).
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      pos="relative"
      tabIndex={0}
      role="region"
      aria-label={t('team.heading')}
    >
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('team.columns.consultant')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.openPaths')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.overdueNow')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.answered')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.median')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.p90')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consultants.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {member.displayName ?? member.email}
              </Table.Th>
              <Table.Td>{member.openPaths}</Table.Td>
              <Table.Td c={member.overdueNow > 0 ? 'red.8' : undefined}>
                {member.overdueNow}
              </Table.Td>
              <Table.Td>{member.answered}</Table.Td>
              <Table.Td>{durationOr(member.medianAnswerMs, none)}</Table.Td>
              <Table.Td>{durationOr(member.p90AnswerMs, none)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
