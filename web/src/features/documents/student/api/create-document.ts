import type { CreateDocumentRequest } from '@studypath/domain/documents';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/documents: registers the file already PUT to storage as one of the documents. */
export async function createDocument(body: CreateDocumentRequest): Promise<void> {
  await apiRequest('POST', '/api/documents', body);
}
