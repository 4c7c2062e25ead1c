// Deletes the accounts whose 30 days are over (issue 30; decision 042), through the steps every
// account deletion takes (users' removeAccountRecords): one transaction per account holding the
// removal, the audit row (by the system, naming the account by id only) and the email saying it
// is done, queued after the account's own queued emails went with it. Files go after the commit.
// An account that became a consultant's meanwhile is not deleted: its request is dropped, since a
// consultant's account is only ever deleted by another consultant (the last-administrator rule).
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { finishAccountRemoval, removeAccountRecords, type AccountRemoval } from '../users/index.ts';
import type { AccountDeletionDeps } from './account-deletion-deps.ts';
import {
  deleteScheduledDeletion,
  findDueDeletions,
  lockAccount,
  lockDueDeletion,
} from './account-deletion.queries.ts';
import { renderAccountDeletedEmail } from './emails/account-deleted.ts';

/** Accounts deleted per run: each is a transaction of its own; the next run takes the rest. */
const batchSize = 20;

export interface DueDeletionCounts {
  deletedAccounts: number;
  droppedRequests: number;
}

async function deleteDueAccount(
  deps: AccountDeletionDeps,
  userId: string,
): Promise<AccountRemoval | 'dropped' | null> {
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const user = await lockAccount(tx, userId);
    const deletion = user && (await lockDueDeletion(tx, { userId, now: deps.now() }));
    if (!user || !deletion) return null; // cancelled, or deleted by a consultant, meanwhile
    if (user.role === 'admin') {
      await deleteScheduledDeletion(tx, userId);
      await recordAudit(txDeps, {
        action: 'account_deletion_cancel',
        userId: null,
        entityType: 'user',
        entityId: userId,
        details: { reason: 'became_consultant', dueAt: deletion.dueAt.toISOString() },
      });
      return 'dropped';
    }
    const removal = await removeAccountRecords(txDeps, user);
    await recordAudit(txDeps, {
      action: 'account_delete',
      userId: null,
      entityType: 'user',
      entityId: userId,
      details: {
        role: user.role,
        requestedAt: deletion.requestedAt.toISOString(),
        ...removal.counts,
      },
    });
    await queueEmail(txDeps, {
      to: user.email,
      email: renderAccountDeletedEmail({
        requestedAt: deletion.requestedAt,
        homeUrl: `${deps.appUrl}/`,
        language: storedLanguage(user.language),
      }),
    });
    return removal;
  });
}

export async function runDueAccountDeletions(
  deps: AccountDeletionDeps,
): Promise<DueDeletionCounts> {
  const counts: DueDeletionCounts = { deletedAccounts: 0, droppedRequests: 0 };
  for (const due of await findDueDeletions(deps.db, deps.now(), batchSize)) {
    const outcome = await deleteDueAccount(deps, due.userId);
    if (outcome === 'dropped') counts.droppedRequests += 1;
    if (outcome === null || outcome === 'dropped') continue;
    await finishAccountRemoval(deps, { userId: due.userId, storageKeys: outcome.storageKeys });
    counts.deletedAccounts += 1;
  }
  if (counts.deletedAccounts > 0) deps.onEmailQueued();
  return counts;
}
