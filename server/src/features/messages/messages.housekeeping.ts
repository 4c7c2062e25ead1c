// Conversations are kept three years from their last activity (the privacy text's promise): a
// periodic sweep deletes older threads (their messages go with them) and then their attachment
// objects, and removes attachment objects no message points at after a day (a message whose
// transaction failed and whose object could not be removed, or a deleted account's). Each run
// does a bounded amount of work; the object walk resumes where the last run stopped.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import type { DocumentDeps } from '../documents/index.ts';
import {
  deleteThreadsByIds,
  findAttachmentKeysOfThreads,
  findKnownAttachmentKeys,
  lockThreadsUpdatedBefore,
} from './messages.queries.ts';
import { bumpChangeVersion, GLOBAL_SCOPE } from '../../platform/events/live-events.ts';

/** Threads are kept this long after their last activity. */
export const MESSAGE_RETENTION_YEARS = 3;
/** An attachment object no message points at is given this long to get its message. */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const attachmentPrefix = 'messages/';
const batchSize = { threads: 100, objects: 1000 } as const;

export interface MessageSweepCounts {
  expiredThreads: number;
  orphanAttachments: number;
}

/** Where the attachment walk stopped; kept between runs by the caller. */
export interface MessageSweepCursor {
  startAfter?: string | undefined;
}

export function messageRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - MESSAGE_RETENTION_YEARS);
  return cutoff;
}

async function removeExpiredThreads(deps: DocumentDeps): Promise<number> {
  const { count, keys } = await deps.db.transaction(async (tx) => {
    const ids = await lockThreadsUpdatedBefore(
      tx,
      messageRetentionCutoff(deps.now()),
      batchSize.threads,
    );
    const attachmentKeys = await findAttachmentKeysOfThreads(tx, ids);
    const deleted = await deleteThreadsByIds(tx, ids);
    // Whose threads went is not worth a query: every student's polled answers are re-read once.
    if (deleted > 0) await bumpChangeVersion(tx, GLOBAL_SCOPE);
    return { count: deleted, keys: attachmentKeys };
  });
  await removeObjectsAfterCommit(deps.storage, keys);
  return count;
}

async function removeOrphanAttachments(
  deps: DocumentDeps,
  cursor: MessageSweepCursor,
): Promise<number> {
  const olderThan = deps.now().getTime() - ORPHAN_GRACE_MS;
  const page = await deps.storage.list(attachmentPrefix, {
    ...(cursor.startAfter ? { startAfter: cursor.startAfter } : {}),
    limit: batchSize.objects,
  });
  const known = await findKnownAttachmentKeys(
    deps.db,
    page.objects.map((object) => object.key),
  );
  let removed = 0;
  for (const object of page.objects) {
    // Young objects may be on their way to a row (checked, the message not yet committed).
    if (known.has(object.key) || object.lastModified.getTime() >= olderThan) continue;
    await deps.storage.delete(object.key);
    removed += 1;
  }
  cursor.startAfter = page.isTruncated ? page.objects.at(-1)?.key : undefined;
  return removed;
}

export async function sweepMessages(
  deps: DocumentDeps,
  cursor: MessageSweepCursor = {},
): Promise<MessageSweepCounts> {
  return {
    expiredThreads: await removeExpiredThreads(deps),
    orphanAttachments: await removeOrphanAttachments(deps, cursor),
  };
}

export function registerMessageHousekeeping(app: FastifyInstance, deps: DocumentDeps): void {
  const cursor: MessageSweepCursor = {};
  registerPeriodicSweep(app, {
    job: 'message-retention',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    state: cursor,
    run: async () => ({ ...(await sweepMessages(deps, cursor)) }),
    removedMessage: 'removed expired conversations and orphan attachments',
    failedMessage: 'message sweep failed',
  });
}
