import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  describeApplicationStatus,
  STUDENT_RECENT_UPDATES_LIMIT,
  takeRecentUpdates,
  timelineStates,
  timelineStatuses,
} from '@studypath/domain/applications';
import type { GuardianApplication } from '@studypath/domain/guardians';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../../components/query-states.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { usePackageTexts } from '../../../../lib/package-texts.ts';
import { statusColor, statusLabel } from '../../../../lib/status-display.ts';
import { useGuardianApplications } from '../../api/get-guardian-applications.ts';
import { pathTitle } from '../../lib/path-title.ts';
import { SectionFrame } from './section-frame.tsx';
import { updateText } from '../../../../lib/update-texts.ts';

/** The student's study paths, read-only: status, whose move, timeline and recent updates. */
export function StudyPathsSection({
  studentId,
  studentName,
}: {
  studentId: string;
  studentName: string;
}) {
  const { t } = useTranslation('guardians');
  const paths = useGuardianApplications(studentId);
  return (
    <SectionFrame title={t('area.paths.heading')}>
      {!paths.data && (
        <PendingQuery
          hasFailed={paths.isError}
          title={t('area.paths.loadFailed')}
          retryLabel={t('area.retry')}
          onRetry={() => void paths.refetch()}
        />
      )}
      {paths.data?.length === 0 && (
        <Text c="dimmed">{t('area.paths.empty', { name: studentName })}</Text>
      )}
      {paths.data?.map((path) => (
        <StudyPathCard key={path.id} path={path} studentName={studentName} />
      ))}
    </SectionFrame>
  );
}

function StudyPathCard({ path, studentName }: { path: GuardianApplication; studentName: string }) {
  const { t } = useTranslation('guardians');
  const packageTexts = usePackageTexts();
  const headingId = useId();
  const title = pathTitle(path, t('area.paths.untitled'));
  const guide = describeApplicationStatus(path);
  const stages = timelineStates(path.status);
  const { shown } = takeRecentUpdates(path.updates, STUDENT_RECENT_UPDATES_LIMIT);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge color={statusColor(path.status)} variant="light" tt="none" maw="100%">
            {statusLabel(path.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('area.paths.started', { date: formatDate(path.createdAt) })} ·{' '}
          {path.paymentStatus === 'paid' && path.packageTier
            ? t('area.paths.package', { name: packageTexts(path.packageTier).name })
            : t('area.paths.noPackage')}
        </Text>
        {guide && (
          <Text size="sm">
            <Text span fw={600}>
              {t('area.paths.waitingOn')}:{' '}
            </Text>
            {t(`area.paths.waiting.${guide.waitingOn}`, { name: studentName })}
          </Text>
        )}
        {stages && (
          <List
            size="xs"
            spacing={2}
            aria-label={t('area.paths.timeline', { title })}
            listStyleType="none"
            p={0}
          >
            {timelineStatuses.map((status, index) => {
              const state = stages[index];
              if (state === 'upcoming') return null;
              return (
                <List.Item key={status} c={state === 'current' ? undefined : 'dimmed'}>
                  {state === 'current'
                    ? t('area.paths.stageCurrent', { stage: statusLabel(status) })
                    : t('area.paths.stageCompleted', { stage: statusLabel(status) })}
                </List.Item>
              );
            })}
          </List>
        )}
        <Title order={4} size="h6">
          {t('area.paths.updates')}
        </Title>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('area.paths.noUpdates')}
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs" p={0}>
            {shown.map((update) => (
              <List.Item key={update.id}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {updateText(update.title)}
                </Text>
                {update.description && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {updateText(update.description)}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDate(update.createdAt)}
                  {update.createdBy?.role === 'admin' &&
                    ` · ${t('area.paths.by', {
                      name: update.createdBy.displayName ?? t('area.paths.consultant'),
                    })}`}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
