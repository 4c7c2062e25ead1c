import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type AdminDocument } from '@studypath/domain/documents';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../../lib/document-category-labels.ts';
import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx';
import {
  DeleteDocumentButton,
  DownloadDocumentButton,
} from '../../../../../components/document-buttons.tsx';
import { formatFileSize } from '../../../../../lib/document-file.ts';
import { formatDate } from '../../../../../lib/format-date.ts';
import { showToast } from '../../../../../lib/toast.tsx';
import { useDeleteDocument } from '../../api/delete-document.ts';
import { toastSuccess } from '../../lib/toasts.ts';
import { DetailLoading } from './detail-states.tsx';
import { SectionCard } from './section-card.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

interface DocumentsCardProps {
  applicationId: string;
  userId: string;
  /** Undefined while loading. */
  documents: readonly AdminDocument[] | undefined;
  /** The list could not be read (the 10 s refresh tries again). */
  hasFailed: boolean;
}

/** The path's documents: upload for the student, download, delete (part 2 §2). */
export function DocumentsCard({ applicationId, userId, documents, hasFailed }: DocumentsCardProps) {
  const { t } = useTranslation('adminApplications');
  const categoryLabel = useDocumentCategoryLabel();
  const [isUploading, setUploading] = useState(false);
  const [pending, setPending] = useState<AdminDocument | null>(null);
  const deletion = useDeleteDocument(applicationId, {
    onSuccess: () => {
      setPending(null);
      toastSuccess(t('toasts.documentDeleted'));
    },
    onError: () => {
      setPending(null);
      showToast({
        variant: 'destructive',
        title: t('toasts.documentDeleteFailed.title'),
        message: t('toasts.documentDeleteFailed.message'),
      });
    },
  });
  const tellUnavailable = () =>
    showToast({
      variant: 'destructive',
      title: t('toasts.downloadUnavailable.title'),
      message: t('toasts.downloadUnavailable.message'),
    });

  return (
    <SectionCard
      title={t('detail.documents.heading')}
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} aria-hidden />}
          onClick={() => setUploading(true)}
        >
          {t('detail.documents.upload')}
        </Button>
      }
    >
      {documents === undefined &&
        (hasFailed ? (
          <Text size="sm" c="red" role="alert">
            {t('detail.documents.loadFailed')}
          </Text>
        ) : (
          <DetailLoading />
        ))}
      {documents?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.documents.empty')}
        </Text>
      )}
      {documents?.map((document) => (
        <Card
          key={document.id}
          withBorder
          radius="md"
          padding="sm"
          component="article"
          aria-label={document.fileName}
        >
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap" preventGrowOverflow={false}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {document.fileName}
              </Text>
              {!document.accessible && (
                <Badge color="red" variant="light" tt="none">
                  {t('detail.documents.inaccessible')}
                </Badge>
              )}
              {document.uploadedByAdmin && (
                <Badge color="green" variant="light" tt="none">
                  {t('detail.documents.byConsultant')}
                </Badge>
              )}
            </Group>
            <Group gap="sm" wrap="wrap">
              <Text size="xs" c="dimmed">
                {categoryLabel(document.category)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(document.fileSize)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('detail.documents.uploaded', { date: formatDate(document.createdAt) })}
              </Text>
            </Group>
            <Group gap="xs" wrap="wrap">
              <DownloadDocumentButton
                document={document}
                onUnavailable={document.accessible ? undefined : tellUnavailable}
                label={t('detail.documents.download')}
                ariaLabel={t('detail.documents.downloadNamed', { name: document.fileName })}
              />
              <DeleteDocumentButton
                onDelete={() => setPending(document)}
                label={t('detail.documents.delete')}
                ariaLabel={t('detail.documents.deleteNamed', { name: document.fileName })}
              />
            </Group>
          </Stack>
        </Card>
      ))}
      <UploadDocumentDialog
        applicationId={applicationId}
        userId={userId}
        opened={isUploading}
        onClose={() => setUploading(false)}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t('detail.documents.deleteDialog.title')}
        message={t('detail.documents.deleteDialog.message')}
        confirmLabel={t('detail.documents.deleteDialog.confirm')}
        cancelLabel={t('detail.documents.deleteDialog.cancel')}
        isBusy={deletion.isPending}
        onConfirm={() => {
          if (pending) deletion.mutate(pending.id);
        }}
        onCancel={() => setPending(null)}
      />
    </SectionCard>
  );
}
