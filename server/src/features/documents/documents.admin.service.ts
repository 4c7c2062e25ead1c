// The consultant's document desk (part 2 §7 "Admin"): every document, searchable and paged, with
// whether its file is still there; a path's documents; uploading for a student (the student gets
// an update on the path and an email, in the transaction of the upload); deleting any document.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  AdminDocument,
  AdminDocumentListQuery,
  AdminDocumentListResponse,
  AdminDocumentUploadFields,
} from '@studypath/domain';
import {
  ADMIN_DOCUMENT_MAX_BYTES,
  cleanFileName,
  documentCategoryLabel,
  fileNameForContent,
} from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { ObjectTooLargeError } from '../../platform/storage/object-storage.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findApplicationById,
  findApplicationsOfUser,
  applicationUrl,
  notifyStudent,
} from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishDocumentChange } from '../../platform/events/live-events.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { checklistItemOfUpload } from './checklist-link.ts';
import { renderDocumentUploadedEmail } from './emails/document-uploaded.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import { checkStoredDocument, fileTooLarge } from './document-content.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import type { DocumentDeps } from './document-deps.ts';
import { toAdminDocument } from './document-views.ts';
import {
  deleteDocumentById,
  findDocumentById,
  findDocumentsForAdmin,
  findDocumentsOfApplicationWithOwner,
  findDocumentWithOwner,
  insertDocument,
  type DocumentWithOwner,
} from './documents.queries.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import { emailDocumentCategory } from '../../platform/email/email-texts.ts';

export interface AdminDocumentDeps extends DocumentDeps {
  /** Public origin for the link in emails (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called only after the transaction that queued a message committed. */
  onEmailQueued: () => void;
}

async function withAccessibility(
  deps: DocumentDeps,
  rows: DocumentWithOwner[],
): Promise<AdminDocument[]> {
  // One stat (local) or HEAD (S3) per listed document: a page holds at most 100.
  const sizes = await Promise.all(
    rows.map((row) => deps.storage.size(row.document.storageKey).catch(() => null)),
  );
  return rows.map((row, index) => toAdminDocument(row, sizes[index] !== null));
}

export async function listDocumentsForAdmin(
  deps: DocumentDeps,
  query: AdminDocumentListQuery,
  viewerId: string,
): Promise<AdminDocumentListResponse> {
  const { rows, total } = await findDocumentsForAdmin(deps.db, query, viewerId);
  return {
    items: await withAccessibility(deps, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listApplicationDocumentsForAdmin(
  deps: DocumentDeps,
  input: { id: string },
): Promise<AdminDocument[]> {
  if (!(await findApplicationById(deps.db, input.id))) {
    throw new AppError('study_path.not_found');
  }
  return withAccessibility(deps, await findDocumentsOfApplicationWithOwner(deps.db, input.id));
}

/**
 * Stores the file of an admin upload under a temporary key, with the 10 MB cap counted as the
 * bytes arrive, before the other form fields are known (a form may send them after the file).
 */
export async function stageAdminUpload(deps: DocumentDeps, file: Readable): Promise<string> {
  const key = `uploads/admin/${randomUUID()}`;
  try {
    await deps.storage.put(key, file, { maxBytes: ADMIN_DOCUMENT_MAX_BYTES });
  } catch (error) {
    if (error instanceof ObjectTooLargeError || isMultipartTooLarge(error)) {
      throw fileTooLarge(ADMIN_DOCUMENT_MAX_BYTES);
    }
    throw error;
  }
  return key;
}

/** The multipart parser's own cap (one byte past ours) ends the stream with this code. */
export function isMultipartTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function discardStagedUpload(deps: DocumentDeps, key: string): Promise<void> {
  await removeObjectsAfterCommit(deps.storage, [key]);
}

/**
 * Files a staged upload as the student's document: the student must exist, the path (given, or
 * else the student's first) must be theirs; the content is checked like a student's. The student
 * gets a document_uploaded update on the path and an email.
 */
export async function uploadDocumentForAdmin(
  deps: AdminDocumentDeps,
  input: {
    adminId: string;
    ip: string;
    stagedKey: string;
    fileName: string;
    fields: AdminDocumentUploadFields;
  },
): Promise<AdminDocument> {
  const documentKey = `documents/${input.fields.userId}/${randomUUID()}`;
  let isMoved = false;
  try {
    const student = await findUserById(deps.db, input.fields.userId);
    if (!student || student.role !== 'student') {
      throw new AppError('student.not_found');
    }
    const application =
      input.fields.applicationId === undefined
        ? (await findApplicationsOfUser(deps.db, student.id))[0]
        : await findApplicationById(deps.db, input.fields.applicationId);
    if (input.fields.applicationId !== undefined && !application) {
      throw new AppError('study_path.not_found');
    }
    if (application && application.userId !== student.id) {
      throw new AppError('document.path_of_another_student');
    }
    const checklistItem = await checklistItemOfUpload(deps.db, {
      applicationId: application?.id ?? null,
      requested: input.fields.checklistItemId,
      category: input.fields.category,
    });
    isMoved = await deps.storage.move(input.stagedKey, documentKey);
    if (!isMoved) throw new AppError('document.no_file');
    const { size, mimeType } = await checkStoredDocument(deps.storage, {
      key: documentKey,
      fileName: cleanFileName(input.fileName),
      maxBytes: ADMIN_DOCUMENT_MAX_BYTES,
    });
    // Stored, mailed and announced without invisible characters, under the content's extension.
    const fileName = fileNameForContent(input.fileName, mimeType);
    const categoryLabel = documentCategoryLabel(input.fields.category) ?? input.fields.category;
    // In the student's language (issue 27); the update below stays as the portal records it.
    const language = storedLanguage(student.language);
    const email = renderDocumentUploadedEmail({
      email: student.email,
      fileName,
      categoryLabel: emailDocumentCategory(language, input.fields.category),
      language,
      documentsUrl: application
        ? applicationUrl(deps.appUrl, application.id)
        : `${deps.appUrl}/documents`,
    });
    const created = await deps.db.transaction(async (tx) => {
      const txDeps: ServiceDeps = { ...deps, db: tx };
      const row = await insertDocument(tx, {
        userId: student.id,
        applicationId: application?.id ?? null,
        fileName,
        storageKey: documentKey,
        category: input.fields.category,
        checklistItem,
        mimeType,
        fileSize: size,
        uploadedBy: input.adminId,
        uploadedByAdmin: true,
        createdAt: deps.now(),
      });
      if (application) {
        await notifyStudent(txDeps, {
          applicationId: application.id,
          actorId: input.adminId,
          update: {
            type: 'document_uploaded',
            title: `Document uploaded: ${fileName}`,
            description: `Your consultant uploaded a document (${categoryLabel}).`,
          },
          email: { to: student.email, message: email },
        });
      } else {
        // Updates belong to a path; a student without one still hears about the document.
        await queueEmail(txDeps, { to: student.email, email });
      }
      await recordAudit(txDeps, {
        action: 'document_upload',
        userId: input.adminId,
        entityType: 'document',
        entityId: row.id,
        ipAddress: input.ip,
        details: { studentId: student.id, category: row.category, mimeType, fileSize: size },
      });
      await publishDocumentChange(tx, row);
      return row;
    });
    deps.onEmailQueued();
    const withOwner = await findDocumentWithOwner(deps.db, created.id);
    if (!withOwner) throw new AppError('document.not_found');
    return toAdminDocument(withOwner, true);
  } catch (error) {
    await removeObjectsAfterCommit(deps.storage, [isMoved ? documentKey : input.stagedKey]);
    throw error;
  }
}

export async function deleteDocumentForAdmin(
  deps: DocumentDeps,
  input: { adminId: string; ip: string; id: string },
): Promise<void> {
  const storageKey = await deps.db.transaction(async (tx) => {
    const row = await findDocumentById(tx, input.id, { forUpdate: true });
    if (!row) throw new AppError('document.not_found');
    await deleteDocumentById(tx, row.id);
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'document_delete',
        userId: input.adminId,
        entityType: 'document',
        entityId: row.id,
        ipAddress: input.ip,
        details: {
          studentId: row.userId,
          fileName: fileNameForContent(row.fileName, row.mimeType),
          category: row.category,
        },
      },
    );
    await publishDocumentChange(tx, row);
    return row.storageKey;
  });
  await removeObjectsAfterCommit(deps.storage, [storageKey]);
}
