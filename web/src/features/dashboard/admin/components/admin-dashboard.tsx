import { Center, Grid, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats.ts';
import type { AdminDashboardLinks } from '../lib/dashboard-links.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { NeedsAttention } from './needs-attention.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';
import { TeamSection } from './team-section.tsx';
import { LoadFailedAlert } from '../../../../components/query-states.tsx';

// recharts is most of the dashboard's weight: the figures and lists show while it loads.
const DashboardCharts = lazy(() =>
  import('./dashboard-charts.tsx').then((module) => ({ default: module.DashboardCharts })),
);

/**
 * The consultants' dashboard (part 2 §2 "/admin dashboard"), refreshed every 10 s, with the team
 * view (issue 29).
 */
export function AdminDashboard({ links }: { links: AdminDashboardLinks }) {
  const { t } = useTranslation(['adminDashboard', 'common']);
  const stats = useAdminStats();
  const now = useNow();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {stats.data ? (
        <>
          <StatCards figures={stats.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <NeedsAttention needsAttention={stats.data.needsAttention} links={links} now={now} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <QuickLinks links={links} />
                <RecentActivity items={stats.data.recentActivity} now={now} />
              </Stack>
            </Grid.Col>
          </Grid>
          <TeamSection />
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label={t('charts.loading')}>
                <Loader size="sm" />
              </Center>
            }
          >
            <DashboardCharts pathsByStatus={stats.data.pathsByStatus} weekly={stats.data.weekly} />
          </Suspense>
        </>
      ) : stats.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Center py="xl" role="status" aria-label={t('common:loading')}>
          <Loader size="sm" />
        </Center>
      )}
    </Stack>
  );
}
