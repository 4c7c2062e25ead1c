import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AttachedProgram } from '@studypath/domain/programs';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { useRemoveProgram } from '../../api/remove-program.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';
import { DetailLoading } from './detail-states.tsx';
import { SectionCard } from './section-card.tsx';

const programFields = ['institution', 'location', 'duration', 'tuition', 'intakeDate'] as const;

interface AttachedProgramsCardProps {
  applicationId: string;
  /** Undefined while loading. */
  programs: readonly AttachedProgram[] | undefined;
  /** The list could not be read (the 10 s refresh tries again). */
  hasFailed: boolean;
}

/** The programs the consultant suggested on this path, each removable. */
export function AttachedProgramsCard({
  applicationId,
  programs,
  hasFailed,
}: AttachedProgramsCardProps) {
  const { t } = useTranslation('adminApplications');
  const removal = useRemoveProgram(applicationId, {
    onSuccess: () => toastSuccess(t('toasts.programRemoved')),
    onError: (error) => toastFailure(t('toasts.programRemoveFailed'), error),
  });
  return (
    <SectionCard title={t('detail.programs.heading')}>
      {programs === undefined &&
        (hasFailed ? (
          <Text size="sm" c="red" role="alert">
            {t('detail.programs.loadFailed')}
          </Text>
        ) : (
          <DetailLoading />
        ))}
      {programs?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.programs.empty')}
        </Text>
      )}
      {programs?.map(({ id, program, attachedAt, notes }) => (
        <Card key={id} withBorder radius="md" padding="md" component="article">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {program.title}
              </Title>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={removal.isPending && removal.variables === program.id}
                disabled={removal.isPending}
                onClick={() => removal.mutate(program.id)}
                aria-label={t('detail.programs.removeNamed', { title: program.title })}
              >
                {t('detail.programs.remove')}
              </Button>
            </Group>
            {programFields.map((field) =>
              program[field] ? (
                <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600}>
                    {t(`detail.programs.${field}`)}:{' '}
                  </Text>
                  {program[field]}
                </Text>
              ) : null,
            )}
            {notes && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                <Text span fw={600}>
                  {t('detail.programs.notes')}:{' '}
                </Text>
                {notes}
              </Text>
            )}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('detail.programs.attachedAt', { date: formatDate(attachedAt) })}
              </Text>
              <Anchor
                href={program.programLink}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={t('detail.programs.linkNamed', { title: program.title })}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  {t('detail.programs.link')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </Group>
          </Stack>
        </Card>
      ))}
    </SectionCard>
  );
}
