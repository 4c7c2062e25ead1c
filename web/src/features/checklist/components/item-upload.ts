import type { DocumentCategory, DocumentMimeType } from '@studypath/domain/documents';

/** A file the student chose on an item, with what POST /api/documents needs to file it there. */
export interface ItemDocumentUpload {
  file: File;
  category: DocumentCategory;
  mimeType: DocumentMimeType;
  /** The item's key, sent as `checklistItemId`. */
  checklistItemId: string;
}

/**
 * The documents feature's three-step upload (ask where, PUT, register), which the page hands in:
 * features do not import one another, and the checklist must not copy it.
 */
export type UploadItemDocument = (upload: ItemDocumentUpload) => Promise<unknown>;
