// Nothing orphaned, nothing kept past its time (issue 10, privacy text): a periodic sweep that
// removes upload keys never registered within a day (with whatever was uploaded to them), objects
// under uploads/ and documents/ that no row points at after a day, and documents older than seven
// years (object, row and an audit row), those of deleted accounts, sealed, included (decision 042).
// Each run does a bounded amount of work; the object walk resumes where the last run stopped and
// starts over once it reaches the end.
import { APPLICATION_DOCUMENT_RETENTION_YEARS } from '@studypath/domain';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import type { DocumentDeps } from './document-deps.ts';
import {
  deleteDocumentById,
  deleteUploadKeyById,
  findDocumentsCreatedBefore,
  findKnownStorageKeys,
  findUploadKeysIssuedBefore,
} from './documents.queries.ts';
import { deleteSealedDocumentById, findSealedDocumentsDue } from './document-sealing.queries.ts';
import { bumpChangeVersion, studentScope } from '../../platform/events/live-events.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** An issued key, or an object nobody points at, is given this long to become a document. */
export const UPLOAD_GRACE_MS = dayMs;
/** Application documents are kept seven years (the privacy text's promise). */
export const DOCUMENT_RETENTION_YEARS = APPLICATION_DOCUMENT_RETENTION_YEARS;

const batchSize = { uploadKeys: 500, objects: 1000, retention: 200 } as const;
const sweptPrefixes = ['uploads/', 'documents/'] as const;

export interface DocumentSweepCounts {
  uploadKeys: number;
  orphanObjects: number;
  expiredDocuments: number;
  expiredSealedDocuments: number;
}

/** Where the object walk of each prefix stopped; kept between runs by the caller. */
export type SweepCursors = Partial<Record<(typeof sweptPrefixes)[number], string>>;

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - DOCUMENT_RETENTION_YEARS);
  return cutoff;
}

async function removeStaleUploadKeys(deps: DocumentDeps): Promise<number> {
  const stale = await findUploadKeysIssuedBefore(
    deps.db,
    new Date(deps.now().getTime() - UPLOAD_GRACE_MS),
    batchSize.uploadKeys,
  );
  for (const key of stale) {
    // A registered key's object has moved to documents/; anything still here came later.
    await deps.storage.delete(key.storageKey);
    await deleteUploadKeyById(deps.db, key.id);
  }
  return stale.filter((key) => key.usedAt === null).length;
}

async function removeOrphanObjects(deps: DocumentDeps, cursors: SweepCursors): Promise<number> {
  const olderThan = deps.now().getTime() - UPLOAD_GRACE_MS;
  let removed = 0;
  for (const prefix of sweptPrefixes) {
    const page = await deps.storage.list(prefix, {
      ...(cursors[prefix] ? { startAfter: cursors[prefix] } : {}),
      limit: batchSize.objects,
    });
    const known = await findKnownStorageKeys(
      deps.db,
      page.objects.map((object) => object.key),
    );
    for (const object of page.objects) {
      // Young objects may be on their way to a row (an admin upload between store and commit).
      if (known.has(object.key) || object.lastModified.getTime() >= olderThan) continue;
      await deps.storage.delete(object.key);
      removed += 1;
    }
    cursors[prefix] = page.isTruncated ? page.objects.at(-1)?.key : undefined;
  }
  return removed;
}

async function removeExpiredDocuments(deps: DocumentDeps): Promise<number> {
  const expired = await findDocumentsCreatedBefore(
    deps.db,
    retentionCutoff(deps.now()),
    batchSize.retention,
  );
  for (const document of expired) {
    const isDeleted = await deps.db.transaction(async (tx) => {
      if (!(await deleteDocumentById(tx, document.id))) return false;
      await bumpChangeVersion(tx, studentScope(document.userId));
      await recordAudit(
        { ...deps, db: tx },
        {
          action: 'document_delete',
          userId: null,
          entityType: 'document',
          entityId: document.id,
          details: {
            reason: 'retention',
            studentId: document.userId,
            createdAt: document.createdAt.toISOString(),
          },
        },
      );
      return true;
    });
    if (isDeleted) await removeObjectsAfterCommit(deps.storage, [document.storageKey]);
  }
  return expired.length;
}

/** A deleted account's documents whose seven years are over: row and audit row, then the file. */
async function removeExpiredSealedDocuments(deps: DocumentDeps): Promise<number> {
  const due = await findSealedDocumentsDue(deps.db, deps.now(), batchSize.retention);
  for (const document of due) {
    const isDeleted = await deps.db.transaction(async (tx) => {
      if (!(await deleteSealedDocumentById(tx, document.id))) return false;
      await recordAudit(
        { ...deps, db: tx },
        {
          action: 'document_delete',
          userId: null,
          entityType: 'document',
          entityId: document.id,
          details: {
            reason: 'retention',
            sealed: true,
            formerStudentId: document.formerUserId,
            createdAt: document.uploadedAt.toISOString(),
          },
        },
      );
      return true;
    });
    // Written after the commit: a failure leaves an object no row names, which the walk removes.
    if (isDeleted) await removeObjectsAfterCommit(deps.storage, [document.storageKey]);
  }
  return due.length;
}

export async function sweepDocumentStorage(
  deps: DocumentDeps,
  cursors: SweepCursors = {},
): Promise<DocumentSweepCounts> {
  return {
    uploadKeys: await removeStaleUploadKeys(deps),
    expiredDocuments: await removeExpiredDocuments(deps),
    expiredSealedDocuments: await removeExpiredSealedDocuments(deps),
    orphanObjects: await removeOrphanObjects(deps, cursors),
  };
}

export function registerDocumentHousekeeping(app: FastifyInstance, deps: DocumentDeps): void {
  const cursors: SweepCursors = {};
  registerPeriodicSweep(app, {
    job: 'document-storage',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    state: cursors,
    run: async () => ({ ...(await sweepDocumentStorage(deps, cursors)) }),
    removedMessage: 'removed stale uploads, orphan objects and expired (and sealed) documents',
    failedMessage: 'document storage sweep failed',
  });
}
