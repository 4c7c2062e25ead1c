// Signing in and out. The rules: rate limits before any password work; one answer for "no such
// email" and "wrong password" (with the same Argon2 cost); verified email required; a fresh session
// id at every sign-in, replacing the one the browser had (no session fixation).
import type { CurrentUser, Language } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { verifyAgainstDummyHash, verifyPassword } from '../../platform/crypto/passwords.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findUserByEmail } from '../../platform/people/people.queries.ts';
import { toCurrentUser, updateUserLanguage } from '../../platform/people/user-language.ts';
import type { KnownDevice } from './known-device.ts';
import { findDeletionDueAt } from './scheduled-deletion.queries.ts';
import {
  countLoginAttemptFromIp,
  releaseLoginFailureSlot,
  reserveLoginFailureSlot,
} from './login-throttle.ts';
import {
  endSession,
  sessionsEnded,
  startSession,
} from '../../platform/sessions/sessions.service.ts';

export interface SignInInput {
  /** Already normalised (trimmed, lower-cased) by loginRequestSchema. */
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The known device this browser is for the account (its device cookie checked against it). */
  identifyDevice: (userId: string) => KnownDevice | null;
  /** The session the browser is signed in with now, if any; it is replaced. */
  previousSessionIdHash: string | null;
}

export interface SignInResult {
  user: CurrentUser;
  /** When the account is due to be deleted, if its owner asked (signing in does not cancel it). */
  deletionScheduledFor: Date | null;
  session: { rawId: string; idHash: string };
  isKnownDevice: boolean;
}

export async function signIn(deps: ServiceDeps, input: SignInInput): Promise<SignInResult> {
  await countLoginAttemptFromIp(deps, input.ip);

  const user = await findUserByEmail(deps.db, input.email);
  const knownDeviceOfUser = user ? input.identifyDevice(user.id) : null;
  const slot = await reserveLoginFailureSlot(deps, { email: input.email, knownDeviceOfUser });

  const isPasswordCorrect = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummyHash(input.password);
  if (!user || !isPasswordCorrect) {
    // Consultants see guessing against a student's account in the audit log (by address). An
    // unknown email has no account to attach it to; the rate limits still count it.
    if (user) {
      await recordAudit(deps, {
        action: 'user_login_failed',
        userId: user.id,
        entityType: 'user',
        entityId: user.id,
        ipAddress: input.ip,
        details: { knownDevice: knownDeviceOfUser !== null },
      });
    }
    throw new AppError('auth.invalid_credentials');
  }
  if (!user.emailVerifiedAt) {
    await releaseLoginFailureSlot(deps, slot, 'not_a_guess');
    throw new AppError('email_not_verified');
  }

  const session = await deps.db.transaction(async (tx) => {
    // Only `tx` inside: on PGlite (one connection) a query on the outer db would wait forever.
    const txDeps: ServiceDeps = { ...deps, db: tx };
    if (input.previousSessionIdHash) await endSession(txDeps, input.previousSessionIdHash);
    const started = await startSession(txDeps, {
      userId: user.id,
      userAgent: input.userAgent,
      ip: input.ip,
    });
    await recordAudit(txDeps, {
      action: 'user_login',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      ipAddress: input.ip,
      details: { knownDevice: knownDeviceOfUser !== null },
    });
    return started;
  });
  if (input.previousSessionIdHash) {
    await sessionsEnded(deps, { idHash: input.previousSessionIdHash });
  }
  await releaseLoginFailureSlot(deps, slot, 'signed_in');

  return {
    user: toCurrentUser(user),
    deletionScheduledFor: await findDeletionDueAt(deps.db, user.id),
    session,
    isKnownDevice: knownDeviceOfUser !== null,
  };
}

export async function signOut(
  deps: ServiceDeps,
  input: { sessionIdHash: string; ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const userId = await endSession(txDeps, input.sessionIdHash);
    if (!userId) return; // already gone (expired or a parallel sign-out): nothing to record
    await recordAudit(txDeps, {
      action: 'user_logout',
      userId,
      entityType: 'user',
      entityId: userId,
      ipAddress: input.ip,
    });
  });
  await sessionsEnded(deps, { idHash: input.sessionIdHash });
}

/**
 * Saves the signed-in user's language (issue 27). The sessions every process remembers hold the
 * user with their language: the users trigger (migration 0016) makes each forget them, and the
 * answer waits until this process has too, so the next request already reads the new language.
 */
export async function updateCurrentUser(
  deps: ServiceDeps,
  input: { userId: string; language: Language },
): Promise<CurrentUser> {
  const user = await updateUserLanguage(deps.db, {
    id: input.userId,
    language: input.language,
    now: deps.now(),
  });
  // The account was deleted between the session check and here: as signed out.
  if (!user) throw new AppError('unauthorized');
  await sessionsEnded(deps, { userId: input.userId });
  return user;
}
