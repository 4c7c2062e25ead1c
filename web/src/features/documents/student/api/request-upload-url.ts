import { uploadUrlResponseSchema, type UploadUrlResponse } from '@studypath/domain/documents';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/objects/upload, empty body: where to PUT the file and the key it is kept under. */
export async function requestUploadUrl(): Promise<UploadUrlResponse> {
  const res = await apiRequest('POST', '/api/objects/upload');
  return uploadUrlResponseSchema.parse(await res.json());
}
