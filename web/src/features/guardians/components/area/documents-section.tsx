import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { type StudentDocument } from '@studypath/domain/documents';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../lib/document-category-labels.ts';
import { DownloadDocumentButton } from '../../../../components/document-buttons.tsx';
import { PendingQuery } from '../../../../components/query-states.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { useGuardianDocuments } from '../../api/get-guardian-documents.ts';
import { SectionFrame } from './section-frame.tsx';

/** The guardian's own download address: the server checks the link on every request. */
const downloadUrlOf = (documentId: string) =>
  `/api/guardian/documents/${encodeURIComponent(documentId)}/download`;

/** The student's documents, read-only, each with its download. */
export function DocumentsSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('guardians');
  const documents = useGuardianDocuments(studentId);
  return (
    <SectionFrame title={t('area.documents.heading')}>
      {!documents.data && (
        <PendingQuery
          hasFailed={documents.isError}
          title={t('area.documents.loadFailed')}
          retryLabel={t('area.retry')}
          onRetry={() => void documents.refetch()}
        />
      )}
      {documents.data?.length === 0 && <Text c="dimmed">{t('area.documents.empty')}</Text>}
      {documents.data?.map((document) => (
        <DocumentRow key={document.id} document={document} />
      ))}
    </SectionFrame>
  );
}

function DocumentRow({ document }: { document: StudentDocument }) {
  const { t } = useTranslation('guardians');
  const categoryLabel = useDocumentCategoryLabel();
  const name = document.fileName;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" tt="none">
            {categoryLabel(document.category)}
          </Badge>
          <Badge variant="light" color={document.uploadedByAdmin ? 'green' : 'gray'} tt="none">
            {document.uploadedByAdmin
              ? t('area.documents.byConsultant')
              : t('area.documents.byStudent')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('area.documents.uploaded', { date: formatDate(document.createdAt) })}
        </Text>
        <div>
          <DownloadDocumentButton
            document={{ fileName: name, downloadUrl: downloadUrlOf(document.id) }}
            label={t('area.documents.download')}
            ariaLabel={t('area.documents.downloadNamed', { name })}
          />
        </div>
      </Stack>
    </Card>
  );
}
