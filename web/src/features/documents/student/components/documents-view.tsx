import { Stack, Text, Title } from '@mantine/core';
import { findDocumentUploadBlocker, type StudentDocument } from '@studypath/domain/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentList } from './document-list.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadNotice } from './upload-notice.tsx';

interface DocumentsViewProps {
  /**
   * The student's study paths as GET /api/applications answers them (newest first); undefined
   * while loading or when they could not be read.
   */
  studyPaths: readonly { status: string }[] | undefined;
  areStudyPathsLoading: boolean;
  studyPathsHref: string;
}

/**
 * /documents (part 2 §2): the notices, the upload form and the list. Whether uploading is open is
 * the domain's rule, the one the server enforces (§4). Until the study paths are known the form
 * waits; when they cannot be read it stays open and the server decides.
 */
export function DocumentsView({
  studyPaths,
  areStudyPathsLoading,
  studyPathsHref,
}: DocumentsViewProps) {
  const { t } = useTranslation('documents');
  const documents = useDocuments();
  const [pending, setPending] = useState<StudentDocument | null>(null);
  const deletion = useDeleteDocument({
    onSuccess: () => {
      setPending(null);
      showToast({
        variant: 'success',
        title: t('toasts.deleted.title'),
        message: t('toasts.deleted.message'),
      });
    },
    onError: (error) => {
      setPending(null);
      showToast({
        variant: 'destructive',
        title: t('toasts.deleteFailed.title'),
        message: refusalMessage(error) ?? t('toasts.deleteFailed.message'),
      });
    },
  });
  const blocker = studyPaths ? findDocumentUploadBlocker(studyPaths) : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {blocker && <UploadNotice blocker={blocker} studyPathsHref={studyPathsHref} />}
      <UploadForm isDisabled={areStudyPathsLoading || blocker !== null} />
      <DocumentList
        documents={documents.data}
        hasFailed={documents.isError}
        onRetry={() => void documents.refetch()}
        onDelete={setPending}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message')}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        isBusy={deletion.isPending}
        onConfirm={() => {
          if (pending) deletion.mutate(pending.id);
        }}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
