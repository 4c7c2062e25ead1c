import { Button, FileButton } from '@mantine/core';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@studypath/domain/documents';
import type { ChecklistItem } from '@studypath/domain/checklist';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_ACCEPT,
  documentMimeTypeOf,
  findDocumentFileProblem,
} from '../../../lib/document-file.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { checklistKey } from '../api/query-keys.ts';
import type { ChecklistScope } from './checklist-scope.ts';
import type { ItemDocumentUpload, UploadItemDocument } from './item-upload.ts';

interface ItemUploadButtonProps {
  item: ChecklistItem;
  /** The item's title, which names the button for screen readers. */
  title: string;
  scope: ChecklistScope;
  uploadDocument: UploadItemDocument;
}

/**
 * Upload document (Upload another once one is there): a file picker taking the Documents page's
 * types, the file filed under the item's category and linked to the item. The toasts are the
 * Documents page's; a refusal (a path still new or in review takes no uploads) says its own text.
 */
export function ItemUploadButton({ item, title, scope, uploadDocument }: ItemUploadButtonProps) {
  const { t } = useTranslation('checklist');
  const { t: tDocuments } = useTranslation('documents');
  const queryClient = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const failed = (message: string) =>
    showToast({ variant: 'destructive', title: tDocuments('toasts.uploadFailed.title'), message });
  const upload = useMutation({
    mutationFn: (input: ItemDocumentUpload) => uploadDocument(input),
    onSuccess: async () => {
      showToast({
        variant: 'success',
        title: tDocuments('toasts.uploaded.title'),
        message: tDocuments('toasts.uploaded.message'),
      });
      await queryClient.invalidateQueries({
        queryKey: checklistKey(scope.applicationId, scope.audience),
      });
    },
    onError: (error) => failed(refusalMessage(error) ?? tDocuments('toasts.uploadFailed.message')),
  });

  const choose = (file: File | null) => {
    resetRef.current?.(); // the same file may be chosen again after a failure
    if (!file) return;
    const problem = findDocumentFileProblem(file, STUDENT_DOCUMENT_MAX_BYTES);
    const mimeType = documentMimeTypeOf(file);
    if (problem !== null || mimeType === null) {
      failed(tDocuments(`upload.problems.${problem ?? 'notAllowed'}`));
      return;
    }
    upload.mutate({ file, category: item.category, mimeType, checklistItemId: item.id });
  };

  const isAnother = item.state === 'uploaded';
  return (
    <FileButton onChange={choose} accept={DOCUMENT_ACCEPT} resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} aria-hidden />}
          loading={upload.isPending}
          aria-label={t(isAnother ? 'upload.anotherNamed' : 'upload.buttonNamed', { item: title })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(isAnother ? 'upload.another' : 'upload.button')}
        </Button>
      )}
    </FileButton>
  );
}
