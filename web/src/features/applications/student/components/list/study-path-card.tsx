import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../../lib/format-date.ts';
import { statusColor, statusLabel } from '../../../../../lib/status-display.ts';
import type { ApplicationSummary } from '../../lib/application-summary.ts';
import { fieldOfStudyLabel } from '../../../../../lib/quiz-choice-labels.ts';

export interface StudyPathCardProps {
  path: ApplicationSummary;
  href: string;
  onDelete: () => void;
}

/** One study path of the list: status, field of study, dates, details and delete (part 2 §2). */
export function StudyPathCard({ path, href, onDelete }: StudyPathCardProps) {
  const { t } = useTranslation('applications');
  const titleId = useId();
  const fieldOfStudy = path.fieldOfStudy && fieldOfStudyLabel(path.fieldOfStudy);
  const name = path.specificProgram ?? fieldOfStudy ?? t('list.untitled');
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Badge color={statusColor(path.status)} variant="light" tt="none" maw="100%">
            {statusLabel(path.status)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('list.fieldOfStudy')}:{' '}
          </Text>
          {fieldOfStudy ?? t('list.notSet')}
        </Text>
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {t('list.created', { date: formatDate(path.createdAt) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('list.updated', { date: formatDate(path.updatedAt) })}
          </Text>
        </Group>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={href}
            variant="light"
            size="sm"
            aria-label={t('list.viewNamed', { name })}
          >
            {t('list.view')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            onClick={onDelete}
            aria-label={t('list.deleteNamed', { name })}
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
