import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type StudentDocument } from '@studypath/domain/documents';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../../lib/document-category-labels.ts';
import { formatDate } from '../../../../../lib/format-date.ts';
import { formatDocumentSize } from '../../lib/application-document.ts';

/** The documents of the path; sizes in KB with one decimal (part 2 §9). */
export function ApplicationDocuments({ documents }: { documents: readonly StudentDocument[] }) {
  const { t } = useTranslation('applications');
  const categoryLabel = useDocumentCategoryLabel();
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
            {documents.map((document) => (
              <List.Item key={document.id}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Text>
                <Group gap="xs" wrap="wrap" preventGrowOverflow={false}>
                  <Text size="xs" c="dimmed">
                    {categoryLabel(document.category)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('details.documents.size', { size: formatDocumentSize(document.fileSize) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('details.documents.uploaded', { date: formatDate(document.createdAt) })}
                  </Text>
                  {document.uploadedByAdmin && (
                    <Badge size="sm" variant="light" color="green" tt="none">
                      {t('details.documents.byConsultant')}
                    </Badge>
                  )}
                  <Anchor
                    href={document.downloadUrl}
                    download={document.fileName}
                    size="xs"
                    aria-label={t('details.documents.downloadNamed', { name: document.fileName })}
                  >
                    {t('details.documents.download')}
                  </Anchor>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
