// A port (decision 036): what other features do when a student saves their profile's guardian
// fields, without the profile feature knowing them. The guardians feature invites a minor's
// guardian to consent. A watcher works inside the profile's transaction (its invitation exists
// exactly when the profile does) and hands back work for after the commit (waking the email relay).
import type { Database } from '../db/client.ts';
import type { AfterCommit } from './study-path-participants.ts';

export interface SavedGuardianFields {
  /** The transaction of the save. */
  tx: Database;
  studentId: string;
  /** The guardian email before the save (null when none), and after it. */
  previousGuardianEmail: string | null;
  guardianEmail: string | null;
}

export interface GuardianEmailWatcher {
  guardianFieldsSaved: (saved: SavedGuardianFields) => Promise<AfterCommit | undefined>;
}

/** Runs every watcher in the transaction; the answer runs their after-commit work. */
export async function tellGuardianFieldsSaved(
  watchers: readonly GuardianEmailWatcher[],
  saved: SavedGuardianFields,
): Promise<AfterCommit> {
  const after: AfterCommit[] = [];
  for (const watcher of watchers) {
    const work = await watcher.guardianFieldsSaved(saved);
    if (work) after.push(work);
  }
  return async () => {
    await Promise.all(after.map((run) => run()));
  };
}
