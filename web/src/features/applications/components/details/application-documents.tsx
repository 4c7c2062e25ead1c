import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import { formatDocumentSize, type ApplicationDocument } from '../../lib/application-document.ts';

/** The documents of the path; sizes in KB with one decimal (part 2 §9). */
export function ApplicationDocuments({ documents }: { documents: readonly ApplicationDocument[] }) {
  const { t } = useTranslation('applications');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="documents-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="documents-heading">
          {t('details.documents.heading')}
        </Title>
        {documents.length === 0 ? (
          <Text c="dimmed">{t('details.documents.empty')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" p={0}>
            {documents.map((document) => {
              const name = document.fileName ?? t('details.documents.untitled');
              return (
                <List.Item key={document.id}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Group gap="xs">
                    {document.fileSize !== null && (
                      <Text size="xs" c="dimmed">
                        {t('details.documents.size', {
                          size: formatDocumentSize(document.fileSize),
                        })}
                      </Text>
                    )}
                    {document.createdAt && (
                      <Text size="xs" c="dimmed">
                        {t('details.documents.uploaded', { date: formatDate(document.createdAt) })}
                      </Text>
                    )}
                    {document.downloadUrl && (
                      <Anchor
                        href={document.downloadUrl}
                        size="xs"
                        aria-label={t('details.documents.downloadNamed', { name })}
                      >
                        {t('details.documents.download')}
                      </Anchor>
                    )}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
