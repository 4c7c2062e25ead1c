import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatKilobytes, type StudentDocument } from '@studypath/domain/documents';
import { IconFileText } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../lib/document-category-labels.ts';
import {
  DeleteDocumentButton,
  DownloadDocumentButton,
} from '../../../../components/document-buttons.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { PendingQuery } from '../../../../components/query-states.tsx';

interface DocumentListProps {
  /** Undefined while loading. */
  documents: readonly StudentDocument[] | undefined;
  hasFailed: boolean;
  onRetry: () => void;
  onDelete: (document: StudentDocument) => void;
}

/** The student's documents; a consultant's upload carries its badge and cannot be deleted. */
export function DocumentList({ documents, hasFailed, onRetry, onDelete }: DocumentListProps) {
  const { t } = useTranslation(['documents', 'common']);
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('list.heading')}
        </Title>
        {documents === undefined && (
          <PendingQuery
            hasFailed={hasFailed}
            title={t('list.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={onRetry}
          />
        )}
        {documents?.length === 0 && (
          <Stack gap={4} align="center" py="lg">
            <IconFileText size={36} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{t('list.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('list.emptyHint')}
            </Text>
          </Stack>
        )}
        {documents?.map((document) => (
          <DocumentItem key={document.id} document={document} onDelete={onDelete} />
        ))}
      </Stack>
    </Paper>
  );
}

function DocumentItem({
  document,
  onDelete,
}: {
  document: StudentDocument;
  onDelete: (document: StudentDocument) => void;
}) {
  const { t } = useTranslation('documents');
  const categoryLabel = useDocumentCategoryLabel();
  const name = document.fileName;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Group gap="xs" wrap="wrap" preventGrowOverflow={false}>
          <Badge variant="light" tt="none">
            {categoryLabel(document.category)}
          </Badge>
          {document.uploadedByAdmin && (
            <Badge variant="light" color="green" tt="none">
              {t('list.byConsultant')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('list.size', { size: formatKilobytes(document.fileSize) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('list.uploaded', { date: formatDate(document.createdAt) })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <DownloadDocumentButton
            document={document}
            label={t('list.download')}
            ariaLabel={t('list.downloadNamed', { name })}
          />
          {!document.uploadedByAdmin && (
            <DeleteDocumentButton
              onDelete={() => onDelete(document)}
              label={t('list.delete')}
              ariaLabel={t('list.deleteNamed', { name })}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
