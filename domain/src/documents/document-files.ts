// What a document file may be (part 2 §5, §9): PDF, DOC, DOCX, JPG/JPEG, PNG; at most 20 MB from a
// student and 10 MB from a consultant. Sizes are decimal megabytes, as people read them: the
// 20,000,001st byte is one too many. The server decides by the file's content, the browser by its
// name and declared type, before uploading, to say so early.
export const documentMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export type DocumentMimeType = (typeof documentMimeTypes)[number];

/** The file picker's accept list. */
export const documentFileExtensions = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;

export const STUDENT_DOCUMENT_MAX_BYTES = 20_000_000;
export const ADMIN_DOCUMENT_MAX_BYTES = 10_000_000;
export const DOCUMENT_FILE_NAME_MAX_LENGTH = 255;

export function isDocumentMimeType(value: string): value is DocumentMimeType {
  return (documentMimeTypes as readonly string[]).includes(value);
}

export function hasDocumentExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return documentFileExtensions.some((extension) => lower.endsWith(extension));
}

/** Size in KB with two decimals, as the documents list shows it (part 2 §9). */
export function formatKilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(2);
}
