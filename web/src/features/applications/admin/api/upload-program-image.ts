import {
  PROGRAM_IMAGE_CATEGORY,
  programImageUploadResponseSchema,
} from '@studypath/domain/programs';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';

/**
 * POST /api/admin/programs/upload-image, multipart `category` and `file` (JPG or PNG, 5 MB at
 * most): the stored image's address. The server reads the category before the file, so it goes
 * first.
 */
export async function uploadProgramImage(file: File): Promise<string> {
  const formData = new FormData();
  formData.append('category', PROGRAM_IMAGE_CATEGORY);
  formData.append('file', file);
  const res = await apiUpload('POST', '/api/admin/programs/upload-image', formData);
  return programImageUploadResponseSchema.parse(await res.json()).imageUrl;
}

export function useUploadProgramImage({ onSuccess, onError }: MutationCallbacks<string>) {
  return useMutation({ mutationFn: uploadProgramImage, onSuccess, onError });
}
