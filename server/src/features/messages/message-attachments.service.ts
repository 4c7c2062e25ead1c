// A message's attachment (decision 022): the file goes up the way a document's does (a key and a
// URL from POST /api/messages/attachments/upload, the PUT to it), but for any signed-in user and
// without the study-path upload rule; it is then sent with the message that carries it. Sending
// claims the key, moves the object to messages/<thread>/<uuid> and checks its content there, like
// a document's; a message whose transaction fails takes its object with it.
import { randomUUID } from 'node:crypto';
import type { MessageAttachmentInput } from '@studypath/domain';
import { cleanFileName, fileNameForContent, MESSAGE_ATTACHMENT_MAX_BYTES } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileDownload } from '../../platform/http/send-file-download.ts';
import type { Caller } from '../applications/index.ts';
import {
  checkStoredDocument,
  type DocumentDeps,
  claimUploadKeyForDocument,
  issueUploadKey,
  SIGNED_URL_SECONDS,
} from '../documents/index.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import { findMessageWithStudent } from './messages.queries.ts';

/** Upload keys as issued: `uploads/<user>/<uuid>`. */
const uploadKeyPattern = /^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** POST /api/messages/attachments/upload: a key for this user and where to PUT the file. */
export async function issueAttachmentUpload(
  deps: DocumentDeps,
  input: { userId: string },
): Promise<{ uploadURL: string; storageKey: string }> {
  return issueUploadKey(deps, input.userId);
}

export interface StoredAttachment {
  attachmentKey: string;
  attachmentName: string;
  attachmentSize: number;
  attachmentMimeType: string;
}

/**
 * Claims the sender's unused key, moves its object under the thread and checks it there (so a
 * later PUT to a still-valid S3 URL cannot replace what was checked); refused content is deleted.
 */
async function storeAttachment(
  deps: DocumentDeps,
  input: { userId: string; threadId: string; attachment: MessageAttachmentInput },
): Promise<StoredAttachment> {
  const { storageKey, fileName } = input.attachment;
  const claimed =
    uploadKeyPattern.test(storageKey) &&
    (await claimUploadKeyForDocument(deps.db, {
      userId: input.userId,
      storageKey,
      now: deps.now(),
    }));
  if (!claimed) throw new AppError('attachment.unknown_upload');
  const attachmentKey = `messages/${input.threadId}/${randomUUID()}`;
  if (!(await deps.storage.move(storageKey, attachmentKey))) {
    throw new AppError('upload.not_received');
  }
  const { size, mimeType } = await checkStoredDocument(deps.storage, {
    key: attachmentKey,
    fileName: cleanFileName(fileName),
    maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  });
  return {
    attachmentKey,
    // Without invisible characters, under the extension of what the content is (issue 23).
    attachmentName: fileNameForContent(fileName, mimeType),
    attachmentSize: size,
    attachmentMimeType: mimeType,
  };
}

/**
 * Stores the attachment (if any) for a message of `threadId`, then runs `write` with it; when
 * `write` fails, the object is removed after the rollback.
 */
export async function withStoredAttachment<T>(
  deps: DocumentDeps,
  input: { userId: string; threadId: string; attachment: MessageAttachmentInput | undefined },
  write: (stored: StoredAttachment | null) => Promise<T>,
): Promise<T> {
  const { attachment } = input;
  const stored = attachment ? await storeAttachment(deps, { ...input, attachment }) : null;
  try {
    return await write(stored);
  } catch (error) {
    if (stored) await removeObjectsAfterCommit(deps.storage, [stored.attachmentKey]);
    throw error;
  }
}

export type AttachmentDownload = FileDownload;

/** The thread's student or any administrator; anyone else gets 404, as for no attachment. */
export async function getAttachmentDownload(
  deps: DocumentDeps,
  input: { caller: Caller; id: string },
): Promise<AttachmentDownload> {
  const row = await findMessageWithStudent(deps.db, input.id);
  const isVisible =
    row !== undefined && (input.caller.role === 'admin' || row.studentId === input.caller.userId);
  const { attachmentKey: key, attachmentName: storedName } = row?.message ?? {};
  if (!isVisible || !key || !storedName) {
    throw new AppError('attachment.not_found');
  }
  const mimeType = row.message.attachmentMimeType ?? 'application/octet-stream';
  // Rows stored before names were cleaned are served clean too (no migration needed).
  const fileName = fileNameForContent(storedName, mimeType);
  const signed = await deps.storage.createDownloadUrl(key, {
    expiresInSeconds: SIGNED_URL_SECONDS,
    fileName,
    contentType: mimeType,
  });
  if (signed !== null) {
    if ((await deps.storage.size(key)) === null) {
      throw new AppError('attachment.file_gone');
    }
    return { kind: 'redirect', url: signed };
  }
  const object = await deps.storage.get(key);
  if (object === null) throw new AppError('attachment.file_gone');
  return { kind: 'stream', object, fileName, mimeType };
}
