// A message's attachment travels like a document (part 2 §7, decision 021): ask where to put the
// file, PUT it there, then send its key and name with the message. The student's and the
// consultant's conversations are separate features, so the one flow both use lives here.
import { uploadUrlResponseSchema } from '@studypath/domain/documents';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  type MessageAttachmentInput,
} from '@studypath/domain/messages';
import { apiRequest } from './api-client.ts';
import {
  documentMimeTypeOf,
  findDocumentFileProblem,
  type DocumentFileProblem,
} from './document-file.ts';
import { putFileWithProgress } from './upload-with-progress.ts';

/** Same files as documents (PDF, DOC, DOCX, JPG, JPEG, PNG), up to 20 MB. */
export function findAttachmentProblem(file: File): DocumentFileProblem | null {
  return findDocumentFileProblem(file, MESSAGE_ATTACHMENT_MAX_BYTES);
}

/** POST /api/messages/attachments/upload (empty body), then the PUT; any step failing throws. */
export async function uploadMessageAttachment(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<MessageAttachmentInput> {
  const res = await apiRequest('POST', '/api/messages/attachments/upload');
  const { uploadURL, storageKey } = uploadUrlResponseSchema.parse(await res.json());
  await putFileWithProgress({
    url: uploadURL,
    file,
    // The file was checked when chosen (findAttachmentProblem), so its type is known.
    contentType: documentMimeTypeOf(file) ?? file.type,
    onProgress,
  });
  return { storageKey, fileName: file.name };
}

/** The message body's `attachment`: left out when there is no file. */
export async function attachmentFor(
  file: File | null,
  onProgress?: (percent: number) => void,
): Promise<{ attachment?: MessageAttachmentInput }> {
  return file ? { attachment: await uploadMessageAttachment(file, onProgress) } : {};
}
