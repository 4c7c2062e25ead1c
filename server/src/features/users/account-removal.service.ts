// The one set of steps that deletes an account (decision 042), whoever asked: a consultant on
// /admin/users (user-deletion.service.ts) or the owner, 30 days after asking (the account-deletion
// feature's sweep). Everything the privacy text does not promise to keep goes, in the caller's
// transaction: profile, study paths with their updates, threads and messages, information
// requests, guardian invitations, consents and links, sessions, tokens, queued e-mails, data
// exports, the person's own audit rows (user-deletion.queries.ts). What it promises to keep stays,
// detached from any login: each payment row as a business record (its user and path references
// become null, the path's id and title copied first; decision 031), and each application document
// still within its seven years, sealed (the documents feature's step). Files go after the commit
// (finishAccountRemoval), so a rollback never leaves a row without its file.
import { studyPathTitle, type Role } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import { sessionsEnded } from '../../platform/sessions/sessions.service.ts';
import {
  bumpChangeVersion,
  deleteChangeVersion,
  GLOBAL_SCOPE,
  studentScope,
} from '../../platform/events/live-events.ts';
import { findApplicationsOfUser } from '../applications/index.ts';
import { sealDocumentsOfUser } from '../documents/index.ts';
import { keepPaymentsOfDeletedApplication } from '../payments/index.ts';
import {
  deleteUserAndHoldings,
  findHoldingsOfUser,
  publishRemovalOfStudentData,
} from './user-deletion.queries.ts';

/** What went and what was kept, by kind: the audit row's details (ids and counts only). */
export interface AccountRemovalCounts {
  applications: number;
  documents: number;
  /** Of `documents`, those kept sealed until their seven years are over. */
  documentsSealed: number;
  messageThreads: number;
  /** Files removed after the commit. */
  storedObjects: number;
  paymentsKept: number;
}

export interface AccountRemoval {
  counts: AccountRemovalCounts;
  /** The files to remove once the transaction has committed. */
  storageKeys: string[];
}

/**
 * Inside the caller's transaction (`deps.db`), with the account's row already locked by it:
 * deletes the account as the header says. The caller records its own audit row.
 */
export async function removeAccountRecords(
  deps: ServiceDeps,
  user: { id: string; email: string; role: Role },
): Promise<AccountRemoval> {
  const holdings = await findHoldingsOfUser(deps.db, user.id);
  let paymentsKept = 0;
  for (const application of await findApplicationsOfUser(deps.db, user.id)) {
    const kept = await keepPaymentsOfDeletedApplication(deps.db, {
      id: application.id,
      title: studyPathTitle(application),
    });
    paymentsKept += kept.length;
  }
  const documents = await sealDocumentsOfUser(deps.db, { userId: user.id, now: deps.now() });
  await publishRemovalOfStudentData(deps.db, user.id);
  await deleteUserAndHoldings(deps.db, user);
  // A consultant's messages lose their sender; a student's own version row goes with them.
  if (user.role === 'admin') await bumpChangeVersion(deps.db, GLOBAL_SCOPE);
  await deleteChangeVersion(deps.db, studentScope(user.id));
  const storageKeys = [...holdings.storageKeys, ...documents.expiredStorageKeys];
  return {
    counts: {
      applications: holdings.applications,
      documents: holdings.documents,
      documentsSealed: documents.sealedIds.length,
      messageThreads: holdings.messageThreads,
      storedObjects: storageKeys.length,
      paymentsKept,
    },
    storageKeys,
  };
}

/** After the commit: the account's open sessions and streams end, and its files go. */
export async function finishAccountRemoval(
  deps: ServiceDeps & { storage: ObjectStorage },
  input: { userId: string; storageKeys: readonly string[] },
): Promise<void> {
  await sessionsEnded(deps, { userId: input.userId });
  await removeObjectsAfterCommit(deps.storage, input.storageKeys);
}
