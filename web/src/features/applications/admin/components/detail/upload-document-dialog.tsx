import { Button, FileInput, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import {
  ADMIN_DOCUMENT_MAX_BYTES,
  DEFAULT_DOCUMENT_CATEGORY,
  documentCategories,
  documentCategorySchema,
  type DocumentCategory,
} from '@studypath/domain/documents';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../../lib/document-category-labels.ts';
import {
  DOCUMENT_ACCEPT,
  findDocumentFileProblem,
  type DocumentFileProblem,
} from '../../../../../lib/document-file.ts';
import { refusalMessage } from '../../../../../lib/refusal-message.ts';
import { showToast } from '../../../../../lib/toast.tsx';
import { useUploadDocument } from '../../api/upload-document.ts';
import { toastSuccess } from '../../lib/toasts.ts';

interface UploadDocumentDialogProps {
  applicationId: string;
  /** The student the document belongs to (the path's owner). */
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/** A consultant uploads a document for the student of this path (part 2 §2, §5: 10MB at most). */
export function UploadDocumentDialog({
  applicationId,
  userId,
  opened,
  onClose,
}: UploadDocumentDialogProps) {
  const { t } = useTranslation('adminApplications');
  const categoryLabel = useDocumentCategoryLabel();
  const categoryOptions = documentCategories.map((value) => ({
    value,
    label: categoryLabel(value),
  }));
  const [category, setCategory] = useState<DocumentCategory>(DEFAULT_DOCUMENT_CATEGORY);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  const reset = () => {
    setCategory(DEFAULT_DOCUMENT_CATEGORY);
    setFile(null);
    setProblem(null);
  };
  const upload = useUploadDocument(
    { userId, applicationId },
    {
      onSuccess: () => {
        toastSuccess(t('toasts.documentUploaded'));
        reset();
        onClose();
      },
      onError: (error) =>
        showToast({
          variant: 'destructive',
          title: t('toasts.documentUploadFailed.title'),
          message: refusalMessage(error) ?? t('toasts.documentUploadFailed.message'),
        }),
    },
  );
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    const found = chosen ? findDocumentFileProblem(chosen, ADMIN_DOCUMENT_MAX_BYTES) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('detail.documents.uploadDialog.title')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate({ category, file });
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('detail.documents.uploadDialog.category')}
            data={categoryOptions}
            value={category}
            disabled={upload.isPending}
            onChange={(event) => {
              const chosen = documentCategorySchema.safeParse(event.currentTarget.value);
              if (chosen.success) setCategory(chosen.data);
            }}
            data-autofocus
          />
          <FileInput
            label={t('detail.documents.uploadDialog.file')}
            description={t('detail.documents.uploadDialog.fileHint')}
            placeholder={t('detail.documents.uploadDialog.filePlaceholder')}
            accept={DOCUMENT_ACCEPT}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            required
            clearable
            value={file}
            onChange={choose}
            error={problem ? t(`detail.documents.uploadDialog.problems.${problem}`) : undefined}
            disabled={upload.isPending}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              {t('detail.documents.uploadDialog.cancel')}
            </Button>
            <Button type="submit" disabled={file === null} loading={upload.isPending}>
              {t('detail.documents.uploadDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
