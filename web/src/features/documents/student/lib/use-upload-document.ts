// A student's upload in the three steps of part 2 §7: ask where to put the file, PUT it there
// (with progress), then register it as a document. Any step failing fails the whole upload.
import type { DocumentCategory, DocumentMimeType } from '@studypath/domain/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { putFileWithProgress } from '../../../../lib/upload-with-progress.ts';
import { createDocument } from '../api/create-document.ts';
import { requestUploadUrl } from '../api/request-upload-url.ts';
import { invalidateDocuments } from './invalidate-documents.ts';

export interface UploadDocumentInput {
  file: File;
  category: DocumentCategory;
  /** Read before from the file (lib/document-file.ts). */
  mimeType: DocumentMimeType;
  /** The study path checklist item it is uploaded for (issue 28), when uploaded from one. */
  checklistItemId?: string;
}

export function useUploadDocument({
  onSuccess,
  onError,
}: {
  onSuccess: (input: UploadDocumentInput) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ file, category, mimeType, checklistItemId }: UploadDocumentInput) => {
      setPercent(0);
      const { uploadURL, storageKey } = await requestUploadUrl();
      await putFileWithProgress({
        url: uploadURL,
        file,
        contentType: mimeType,
        onProgress: setPercent,
      });
      await createDocument({
        fileName: file.name,
        storageKey,
        category,
        mimeType,
        fileSize: file.size,
        ...(checklistItemId === undefined ? {} : { checklistItemId }),
      });
    },
    onSuccess: async (_result, input) => {
      onSuccess(input);
      await invalidateDocuments(queryClient);
    },
    onError,
  });
  return { ...mutation, percent };
}
