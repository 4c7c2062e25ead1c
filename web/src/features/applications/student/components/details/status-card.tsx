import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  describeApplicationStatus,
  showsClosureNotice,
  type Application,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { statusColor, statusLabel } from '../../../../../lib/status-display.ts';
import { statusGuideTexts } from '../../../../../lib/status-guide-texts.ts';

interface StatusCardProps {
  application: Application;
  /**
   * Whose move the path's document checklist says it is (issue 28), which the page reads from
   * another feature. It wins over the status guide's where the guide names the student or the
   * consultant: within those stages the checklist knows better who holds things up.
   */
  checklistWaitingOn?: 'student' | 'consultant' | null;
}

/** Status, next steps, whose move it is, and the closure box of a closed or refused path. */
export function StatusCard({ application, checklistWaitingOn = null }: StatusCardProps) {
  const { t } = useTranslation('applications');
  const { t: tStatuses } = useTranslation('statuses');
  const guide = describeApplicationStatus(application);
  const texts = guide ? statusGuideTexts(guide) : null;
  const isPlayedByStudentAndFirm =
    guide?.waitingOn === 'student' || guide?.waitingOn === 'consultant';
  const waitingOn =
    isPlayedByStudentAndFirm && checklistWaitingOn
      ? tStatuses(`waitingOn.${checklistWaitingOn}`)
      : texts?.waitingOn;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="status-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="status-heading">
          {t('details.status.heading')}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('details.status.current')}
          </Text>
          <Badge color={statusColor(application.status)} variant="light" tt="none" maw="100%">
            {statusLabel(application.status)}
          </Badge>
        </Group>
        {texts && (
          <>
            <Text size="sm" fw={600}>
              {t('details.status.nextSteps')}
            </Text>
            <Text>{texts.nextSteps}</Text>
            <Text size="sm">
              <Text span fw={600}>
                {t('details.status.waitingOn')}:{' '}
              </Text>
              {waitingOn ?? t('details.status.noWaiting')}
            </Text>
            {texts.typicalDuration && (
              <Text size="sm">
                <Text span fw={600}>
                  {t('details.status.typicalDuration')}:{' '}
                </Text>
                {texts.typicalDuration}
              </Text>
            )}
          </>
        )}
        {showsClosureNotice(application) && (
          <Alert
            color="red"
            variant="light"
            title={
              application.status === 'refused'
                ? t('details.closure.headingRefused')
                : t('details.closure.heading')
            }
          >
            <Text size="sm">
              <Text span fw={600}>
                {t('details.closure.reason')}:{' '}
              </Text>
              {application.closedReason}
            </Text>
            {application.closedAt && (
              <Text size="sm" mt={4}>
                {t('details.closure.closedAt', { date: formatDate(application.closedAt) })}
              </Text>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
