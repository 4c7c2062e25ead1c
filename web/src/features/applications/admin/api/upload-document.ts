import type { DocumentCategory } from '@studypath/domain/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import { adminDocumentsKey, applicationDocumentsKey, applicationUpdatesKey } from './query-keys.ts';

export interface UploadDocumentInput {
  category: DocumentCategory;
  file: File;
}

/**
 * POST /api/admin/documents/upload, multipart `category`, `userId`, `applicationId`, `file` (10 MB
 * at most). The server reads the fields before the file, so they go first.
 */
export async function uploadDocument(
  { userId, applicationId }: { userId: string; applicationId: string },
  { category, file }: UploadDocumentInput,
): Promise<void> {
  const formData = new FormData();
  formData.append('category', category);
  formData.append('userId', userId);
  formData.append('applicationId', applicationId);
  formData.append('file', file);
  await apiUpload('POST', '/api/admin/documents/upload', formData);
}

/** The upload also writes a document_uploaded update on the path, so updates refresh too. */
export function useUploadDocument(
  owner: { userId: string; applicationId: string },
  { onSuccess, onError }: MutationCallbacks,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => uploadDocument(owner, input),
    onSuccess: async () => {
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationDocumentsKey(owner.applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationUpdatesKey(owner.applicationId) }),
        queryClient.invalidateQueries({ queryKey: adminDocumentsKey }),
      ]);
    },
    onError,
  });
}
