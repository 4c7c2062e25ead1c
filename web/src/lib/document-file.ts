// What the browser checks of a chosen document before sending it (part 2 §5): an allowed type and
// a size within the cap, so that a doomed upload is refused at once with a clear message. The
// server decides by the file's content; this only reads the name and the declared type.
import {
  documentFileExtensions,
  hasDocumentExtension,
  isDocumentMimeType,
  type DocumentMimeType,
} from '@studypath/domain/documents';
import { formatDecimal } from '@studypath/domain/i18n';
import { currentLanguage, i18n } from './i18n.ts';

export type DocumentFileProblem = 'notAllowed' | 'tooLarge' | 'empty';

/** The file picker's accept list. */
export const DOCUMENT_ACCEPT = documentFileExtensions.join(',');

const mimeTypeByExtension: Record<string, DocumentMimeType> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Some systems declare no type (or a generic one) for an Office file: the name decides then. */
const UNDECLARED_TYPES = new Set(['', 'application/octet-stream']);

/** The file's type as the server is told it, or null when the file is not an allowed kind. */
export function documentMimeTypeOf(file: File): DocumentMimeType | null {
  if (!hasDocumentExtension(file.name)) return null;
  if (isDocumentMimeType(file.type)) return file.type;
  if (!UNDECLARED_TYPES.has(file.type)) return null;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  return mimeTypeByExtension[extension] ?? null;
}

export function findDocumentFileProblem(file: File, maxBytes: number): DocumentFileProblem | null {
  if (documentMimeTypeOf(file) === null) return 'notAllowed';
  if (file.size > maxBytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** A short name for a document's type (the admin table's Type column); unknown types as given. */
export function documentTypeLabel(mimeType: string): string {
  return Object.hasOwn(typeLabels, mimeType) ? (typeLabels[mimeType] ?? mimeType) : mimeType;
}

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;

/**
 * The admin lists' size: KB below one megabyte, MB from there, two decimals (part 2 §9), in the
 * reader's language ('1.50 KB' / '1,50 Ko').
 */
export function formatFileSize(bytes: number): string {
  const language = currentLanguage();
  return bytes < BYTES_PER_MB
    ? i18n.t('fileSize.kb', {
        ns: 'common',
        size: formatDecimal(bytes / BYTES_PER_KB, 2, language),
      })
    : i18n.t('fileSize.mb', {
        ns: 'common',
        size: formatDecimal(bytes / BYTES_PER_MB, 2, language),
      });
}
