import { Anchor, Card, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { AttachedProgram } from '@studypath/domain/programs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';

/** The programs the consultant attached, with every field they carry (part 2 §2). */
export function AttachedPrograms({ programs }: { programs: readonly AttachedProgram[] }) {
  const { t } = useTranslation('applications');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="programs-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="programs-heading">
          {t('details.programs.heading')}
        </Title>
        {programs.length === 0 && <Text c="dimmed">{t('details.programs.empty')}</Text>}
        {programs.map(({ id, program, attachedAt, notes }) => {
          const fields = [
            ['institution', program.institution],
            ['location', program.location],
            ['duration', program.duration],
            ['tuition', program.tuition],
            ['intakeDate', program.intakeDate],
            ['requirements', program.requirements],
          ] as const;
          return (
            <Card key={id} withBorder radius="md" component="article">
              {program.imageUrl && (
                <Card.Section>
                  <Image src={program.imageUrl} alt="" h={160} fit="cover" />
                </Card.Section>
              )}
              <Stack gap={6} mt={program.imageUrl ? 'sm' : 0}>
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {program.title}
                </Title>
                {fields.map(([key, value]) =>
                  value ? (
                    <Text key={key} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600}>
                        {t(`details.programs.${key}`)}:{' '}
                      </Text>
                      {value}
                    </Text>
                  ) : null,
                )}
                {program.description && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {program.description}
                  </Text>
                )}
                {notes && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span fw={600}>
                      {t('details.programs.notes')}:{' '}
                    </Text>
                    {notes}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('details.programs.attachedAt', { date: formatDate(attachedAt) })}
                </Text>
                <Anchor
                  href={program.programLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('details.programs.linkNamed', { title: program.title })}
                >
                  {t('details.programs.link')}
                </Anchor>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Paper>
  );
}
