// Rows as the API answers them. downloadUrl is always the portal's own address, which checks who
// asks on every request (and, with S3, redirects to a URL that expires within minutes), so a list
// never carries a link that outlives the caller's right to it.
import type { AdminDocument, DocumentCategory, StudentDocument } from '@studypath/domain';
import { documentDownloadPath, fileNameForContent } from '@studypath/domain';
import type { DocumentRow } from '../../platform/db/schema/index.ts';
import type { DocumentWithOwner } from './documents.queries.ts';

export function toDocument(row: DocumentRow): StudentDocument {
  return {
    id: row.id,
    // The name it is downloaded under: clean and with the content's extension, also for rows
    // stored before names were cleaned, so every screen shows what the file will be saved as.
    fileName: fileNameForContent(row.fileName, row.mimeType),
    storageKey: row.storageKey,
    category: row.category as DocumentCategory,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    uploadedByAdmin: row.uploadedByAdmin,
    // Empty when the consultant's account is gone (the link is set null, the badge stays).
    uploadedBy: row.uploadedBy ?? '',
    userId: row.userId,
    applicationId: row.applicationId,
    downloadUrl: documentDownloadPath(row.id),
  };
}

export function toAdminDocument(row: DocumentWithOwner, isAccessible: boolean): AdminDocument {
  return {
    ...toDocument(row.document),
    accessible: isAccessible,
    user: { email: row.email },
    profile: row.hasProfile
      ? { legalFirstName: row.legalFirstName, legalLastName: row.legalLastName }
      : null,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
  };
}
