// The student's documents (part 2 §7 "Documents (student)"): an upload key and URL, the bytes
// through the portal's own signed address (local storage) or straight to S3, registration as a
// document once the content is checked, the list, deletion and downloads. Uploads follow the rule
// of part 2 §4 (domain findDocumentUploadBlocker), checked when the URL is issued and again when
// the file is registered.
import { PassThrough, type Readable } from 'node:stream';
import type { CreateDocumentRequest, StudentDocument } from '@studypath/domain';
import {
  cleanFileName,
  fileNameForContent,
  findDocumentUploadBlocker,
  STUDENT_DOCUMENT_MAX_BYTES,
} from '@studypath/domain';
import type { ApplicationRow, DocumentRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileDownload } from '../../platform/http/send-file-download.ts';
import { ObjectTooLargeError } from '../../platform/storage/object-storage.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findApplicationsOfUser,
  listOfVisibleApplication,
  type Caller,
} from '../applications/index.ts';
import { assertGuardianOf } from '../guardians/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishDocumentChange } from '../../platform/events/live-events.ts';
import { checklistItemOfUpload } from './checklist-link.ts';
import { checkStoredDocument, fileTooLarge } from './document-content.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import type { DocumentDeps } from './document-deps.ts';
import { toDocument } from './document-views.ts';
import {
  claimUploadKeyForDocument,
  claimUploadKeyForUpload,
  deleteDocumentById,
  findDocumentById,
  findDocumentsOfApplication,
  findDocumentsOfUser,
  findUploadKeyById,
  insertDocument,
} from './documents.queries.ts';
import { isUploadTokenValid, readUploadToken } from './upload-tokens.ts';
import { issueUploadKey, SIGNED_URL_SECONDS } from './upload-keys.ts';
import { recordStudentMove } from '../team/index.ts';

export { SIGNED_URL_SECONDS } from './upload-keys.ts';

/** Upload keys: `uploads/<student>/<uuid>`; the document then lives at `documents/<student>/<uuid>`. */
const uploadKeyPattern = /^uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;

export function documentKeyFor(uploadKey: string): string | null {
  const match = uploadKeyPattern.exec(uploadKey);
  return match ? `documents/${match[1]}/${match[2]}` : null;
}

/** The student's first path (newest first), which uploads depend on; throws the rule's refusal. */
async function getPathAcceptingUploads(deps: ServiceDeps, userId: string): Promise<ApplicationRow> {
  const applications = await findApplicationsOfUser(deps.db, userId);
  const blocker = findDocumentUploadBlocker(applications);
  const first = applications[0];
  if (blocker !== null || first === undefined) {
    throw new AppError(
      blocker === 'under_review' ? 'document.under_review' : 'document.no_study_path',
    );
  }
  return first;
}

/** POST /api/objects/upload: a key for this student and where to PUT the file. */
export async function issueDocumentUpload(
  deps: DocumentDeps,
  input: { userId: string },
): Promise<{ uploadURL: string; storageKey: string }> {
  await getPathAcceptingUploads(deps, input.userId);
  return issueUploadKey(deps, input.userId);
}

/**
 * PUT /api/objects/upload?token=...: the bytes of an issued key, streamed to storage with the
 * 20 MB cap counted as they arrive. The address works once, for the student it was issued to,
 * until it expires. `body` is the request itself: it is never destroyed here (that would cut the
 * connection before the answer), only drained once refused.
 */
export async function receiveDocumentUpload(
  deps: DocumentDeps,
  input: { userId: string; token: string; body: Readable },
): Promise<{ size: number }> {
  const parsed = readUploadToken(input.token);
  const row = parsed && (await findUploadKeyById(deps.db, parsed.uploadKeyId));
  const isGenuine =
    row !== null &&
    row !== undefined &&
    row.userId === input.userId &&
    isUploadTokenValid(deps.uploadSecret, input.token, {
      uploadKeyId: row.id,
      storageKey: row.storageKey,
      userId: row.userId,
      expiresAt: row.expiresAt,
    });
  if (!isGenuine) throw new AppError('upload.invalid_link');
  if (deps.now() >= row.expiresAt) {
    throw new AppError('upload.expired_link');
  }
  if (row.usedAt !== null || !(await claimUploadKeyForUpload(deps.db, row.id, deps.now()))) {
    throw new AppError('upload.used_link');
  }
  const body = new PassThrough();
  input.body.pipe(body);
  try {
    return await deps.storage.put(row.storageKey, body, { maxBytes: STUDENT_DOCUMENT_MAX_BYTES });
  } catch (error) {
    input.body.unpipe(body);
    input.body.resume();
    if (error instanceof ObjectTooLargeError) {
      throw fileTooLarge(STUDENT_DOCUMENT_MAX_BYTES);
    }
    throw error;
  }
}

/**
 * POST /api/documents: the key must have been issued to this student and not registered before,
 * and its object must exist. The object moves to its document key first and is checked there, so
 * a later PUT to a still-valid S3 URL cannot replace what was checked; refused content is deleted.
 */
export async function registerDocument(
  deps: DocumentDeps,
  input: { userId: string; request: CreateDocumentRequest; ip: string },
): Promise<StudentDocument> {
  const application = await getPathAcceptingUploads(deps, input.userId);
  const checklistItem = await checklistItemOfUpload(deps.db, {
    applicationId: application.id,
    requested: input.request.checklistItemId,
    category: input.request.category,
  });
  const documentKey = documentKeyFor(input.request.storageKey);
  const claimed =
    documentKey !== null &&
    (await claimUploadKeyForDocument(deps.db, {
      userId: input.userId,
      storageKey: input.request.storageKey,
      now: deps.now(),
    }));
  if (!claimed || documentKey === null) {
    throw new AppError('document.unknown_upload');
  }
  if (!(await deps.storage.move(input.request.storageKey, documentKey))) {
    throw new AppError('upload.not_received');
  }
  const { size, mimeType } = await checkStoredDocument(deps.storage, {
    key: documentKey,
    fileName: cleanFileName(input.request.fileName),
    maxBytes: STUDENT_DOCUMENT_MAX_BYTES,
  });
  // Stored without invisible characters and under the extension of what the content is.
  const fileName = fileNameForContent(input.request.fileName, mimeType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await insertDocument(tx, {
        userId: input.userId,
        applicationId: application.id,
        fileName,
        storageKey: documentKey,
        category: input.request.category,
        checklistItem,
        mimeType,
        fileSize: size,
        uploadedBy: input.userId,
        uploadedByAdmin: false,
        createdAt: deps.now(),
      });
      await recordAudit(
        { ...deps, db: tx },
        {
          action: 'document_upload',
          userId: input.userId,
          entityType: 'document',
          entityId: created.id,
          ipAddress: input.ip,
          details: { category: created.category, mimeType, fileSize: size, byStudent: true },
        },
      );
      await recordStudentMove(tx, {
        applicationId: created.applicationId,
        kind: 'document_uploaded',
        at: created.createdAt,
      });
      await publishDocumentChange(tx, created);
      return created;
    });
    return toDocument(row);
  } catch (error) {
    await removeObjectsAfterCommit(deps.storage, [documentKey]);
    throw error;
  }
}

export async function listOwnDocuments(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<StudentDocument[]> {
  return (await findDocumentsOfUser(deps.db, input.userId)).map(toDocument);
}

/** The documents of a path its student or any administrator may see (404 otherwise). */
export async function listPathDocuments(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<StudentDocument[]> {
  const rows = await listOfVisibleApplication(deps, input, (ownerId) =>
    findDocumentsOfApplication(deps.db, input.id, ownerId),
  );
  return rows.map(toDocument);
}

/** A student deletes their own document, unless a consultant uploaded it (403). */
export async function deleteOwnDocument(
  deps: DocumentDeps,
  input: { userId: string; id: string; ip: string },
): Promise<void> {
  const storageKey = await deps.db.transaction(async (tx) => {
    const row = await findDocumentById(tx, input.id, { forUpdate: true });
    if (!row || row.userId !== input.userId) {
      throw new AppError('document.not_found');
    }
    if (row.uploadedByAdmin) {
      throw new AppError('document.uploaded_by_consultant');
    }
    await deleteDocumentById(tx, row.id);
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'document_delete',
        userId: input.userId,
        entityType: 'document',
        entityId: row.id,
        ipAddress: input.ip,
        details: {
          fileName: fileNameForContent(row.fileName, row.mimeType),
          category: row.category,
          byStudent: true,
        },
      },
    );
    await publishDocumentChange(tx, row);
    return row.storageKey;
  });
  await removeObjectsAfterCommit(deps.storage, [storageKey]);
}

export type DocumentDownload = FileDownload;

/** Its owner or any administrator; anyone else gets 404, as for a document that does not exist. */
export async function getDocumentDownload(
  deps: DocumentDeps,
  input: { caller: Caller; id: string },
): Promise<DocumentDownload> {
  const row = await findDocumentById(deps.db, input.id);
  if (!row || (input.caller.role !== 'admin' && row.userId !== input.caller.userId)) {
    throw new AppError('document.not_found');
  }
  return downloadOfDocument(deps, row);
}

/**
 * A guardian's download (issue 26): only a document of a student they follow; any other is the
 * 404 a stranger gets, so a guardian cannot learn that a document id exists.
 */
export async function getGuardianDocumentDownload(
  deps: DocumentDeps,
  input: { guardianId: string; id: string },
): Promise<DocumentDownload> {
  const row = await findDocumentById(deps.db, input.id);
  if (!row || !(await isGuardianOf(deps, input.guardianId, row.userId))) {
    throw new AppError('document.not_found');
  }
  return downloadOfDocument(deps, row);
}

async function isGuardianOf(
  deps: ServiceDeps,
  guardianId: string,
  studentId: string,
): Promise<boolean> {
  try {
    await assertGuardianOf(deps, guardianId, studentId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'student.not_found') return false;
    throw error;
  }
}

/** The file as every download route sends it: streamed, or a short-lived storage URL. */
async function downloadOfDocument(deps: DocumentDeps, row: DocumentRow): Promise<DocumentDownload> {
  // Rows stored before names were cleaned are served clean too (no migration needed).
  const fileName = fileNameForContent(row.fileName, row.mimeType);
  const signed = await deps.storage.createDownloadUrl(row.storageKey, {
    expiresInSeconds: SIGNED_URL_SECONDS,
    fileName,
    contentType: row.mimeType,
  });
  if (signed !== null) {
    if ((await deps.storage.size(row.storageKey)) === null) {
      throw new AppError('document.file_gone');
    }
    return { kind: 'redirect', url: signed };
  }
  const object = await deps.storage.get(row.storageKey);
  if (object === null) throw new AppError('document.file_gone');
  return { kind: 'stream', object, fileName, mimeType: row.mimeType };
}
