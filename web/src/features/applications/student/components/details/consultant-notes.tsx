import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The consultant's notes for the student (adminNotes); internal notes never reach this view. */
export function ConsultantNotes({ notes }: { notes: string }) {
  const { t } = useTranslation('applications');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="notes-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="notes-heading">
          {t('details.notes.heading')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notes}</Text>
      </Stack>
    </Paper>
  );
}
