// "Delete my account" (issue 30, item 2; decision 042). A student or a guardian asks with their
// password and the typed word; the deletion is due 30 days later, and until then they can sign in
// and cancel it. Each change is one transaction with its audit row and its email (the outbox), so
// the confirmation exists exactly when the change does. The deletion itself is the sweep's
// (due-deletions.ts), through the same steps as a consultant's deletion of an account.
import type { AccountDeletionState } from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { verifyPassword } from '../../platform/crypto/passwords.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import { hitRateLimit } from '../../platform/rate-limits/rate-limits.service.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { privacyPagePath, type AccountDeletionDeps } from './account-deletion-deps.ts';
import {
  countPaymentsForStudents,
  deleteScheduledDeletion,
  findDocumentsToKeep,
  findPaymentsToKeep,
  findScheduledDeletion,
  insertScheduledDeletion,
} from './account-deletion.queries.ts';
import { deletionDueAt, toAccountDeletionState } from './deletion-state.ts';
import { renderDeletionCancelledEmail } from './emails/deletion-cancelled.ts';
import { renderDeletionScheduledEmail } from './emails/deletion-scheduled.ts';

/**
 * Password attempts per account: a session left open on a shared computer must not become a
 * way to guess the password (each attempt is also an Argon2 verification).
 */
const passwordAttempts = { limit: 5, windowMs: 60 * 60 * 1000 };

export async function getAccountDeletionState(
  deps: ServiceDeps,
  userId: string,
): Promise<AccountDeletionState> {
  const [scheduled, documents, payments, paymentsForStudents] = await Promise.all([
    findScheduledDeletion(deps.db, userId),
    findDocumentsToKeep(deps.db, userId),
    findPaymentsToKeep(deps.db, userId),
    countPaymentsForStudents(deps.db, userId),
  ]);
  return toAccountDeletionState({
    scheduled,
    now: deps.now(),
    documents,
    payments,
    paymentsForStudents,
  });
}

async function checkPassword(deps: ServiceDeps, userId: string, password: string) {
  const attempt = await hitRateLimit(deps, `account-deletion:user:${userId}`, passwordAttempts);
  if (!attempt.isAllowed) {
    throw new AppError('account.rate_limited', {
      headers: { 'retry-after': String(attempt.retryAfterSeconds) },
    });
  }
  const user = await findUserById(deps.db, userId);
  // The account was deleted between the session check and here: as signed out.
  if (!user) throw new AppError('unauthorized');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('account_deletion.wrong_password');
  }
  return user;
}

export async function scheduleAccountDeletion(
  deps: AccountDeletionDeps,
  input: { userId: string; password: string; ip: string },
): Promise<AccountDeletionState> {
  const user = await checkPassword(deps, input.userId, input.password);
  await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const requestedAt = deps.now();
    const scheduled = await insertScheduledDeletion(tx, {
      userId: user.id,
      requestedAt,
      dueAt: deletionDueAt(requestedAt),
    });
    if (!scheduled) throw new AppError('account_deletion.already_scheduled');
    await recordAudit(txDeps, {
      action: 'account_deletion_request',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      ipAddress: input.ip,
      details: { dueAt: scheduled.dueAt.toISOString() },
    });
    await queueEmail(txDeps, {
      to: user.email,
      email: renderDeletionScheduledEmail({
        dueAt: scheduled.dueAt,
        privacyUrl: `${deps.appUrl}${privacyPagePath}`,
        language: storedLanguage(user.language),
      }),
    });
  });
  deps.onEmailQueued();
  return getAccountDeletionState(deps, user.id);
}

/** Cancelling what is not scheduled changes nothing and answers the state (a second tab's click). */
export async function cancelAccountDeletion(
  deps: AccountDeletionDeps,
  input: { userId: string; ip: string },
): Promise<AccountDeletionState> {
  const isCancelled = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const cancelled = await deleteScheduledDeletion(tx, input.userId);
    const user = cancelled && (await findUserById(tx, input.userId));
    if (!cancelled || !user) return false;
    await recordAudit(txDeps, {
      action: 'account_deletion_cancel',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      ipAddress: input.ip,
      details: { dueAt: cancelled.dueAt.toISOString() },
    });
    await queueEmail(txDeps, {
      to: user.email,
      email: renderDeletionCancelledEmail({
        loginUrl: `${deps.appUrl}/login`,
        language: storedLanguage(user.language),
      }),
    });
    return true;
  });
  if (isCancelled) deps.onEmailQueued();
  return getAccountDeletionState(deps, input.userId);
}
