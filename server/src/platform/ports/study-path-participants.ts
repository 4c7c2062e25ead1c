// A port (decision 034): what other features do when a study path ends or is deleted, without the
// applications feature knowing them. Payments cancels what is pending; documents detaches or
// removes what the path held. Each participant works inside the transaction of the change, may
// refuse it by throwing, and hands back work for after the commit (calls to the outside: the
// payment provider, object storage), which must not run for a change that rolled back.
import type { Database } from '../db/client.ts';
import type { ApplicationRow } from '../db/schema/index.ts';

export type AfterCommit = () => Promise<void>;

export interface StudyPathChange {
  /** The transaction of the change; the path's row is locked (FOR UPDATE) in it. */
  tx: Database;
  application: ApplicationRow;
}

export interface StudyPathDeletion extends StudyPathChange {
  /** The student deleting their own path (a consultant may delete more). */
  byStudent: boolean;
}

/** A participant's part in a deletion: what its audit row should say, and what to do after. */
export interface DeletionShare {
  details: Record<string, unknown>;
  afterCommit?: AfterCommit;
}

export interface StudyPathParticipant {
  /** The path moved to a terminal status (closed, or an ending status). */
  ended?: (change: StudyPathChange) => Promise<AfterCommit | undefined>;
  /** The path is about to be deleted: its row goes after every participant has run. */
  deleting?: (deletion: StudyPathDeletion) => Promise<DeletionShare>;
}

/** Runs each participant's `ended` in the transaction; the answer runs their after-commit work. */
export async function tellStudyPathEnded(
  participants: readonly StudyPathParticipant[],
  change: StudyPathChange,
): Promise<AfterCommit> {
  const after: AfterCommit[] = [];
  for (const participant of participants) {
    const work = await participant.ended?.(change);
    if (work) after.push(work);
  }
  return () => runAll(after);
}

/** Runs each participant's `deleting` in order (the first may refuse before others work). */
export async function tellStudyPathDeleting(
  participants: readonly StudyPathParticipant[],
  deletion: StudyPathDeletion,
): Promise<{ details: Record<string, unknown>; afterCommit: AfterCommit }> {
  const details: Record<string, unknown> = {};
  const after: AfterCommit[] = [];
  for (const participant of participants) {
    const share = await participant.deleting?.(deletion);
    if (!share) continue;
    Object.assign(details, share.details);
    if (share.afterCommit) after.push(share.afterCommit);
  }
  return { details, afterCommit: () => runAll(after) };
}

async function runAll(work: readonly AfterCommit[]): Promise<void> {
  await Promise.all(work.map((run) => run()));
}
