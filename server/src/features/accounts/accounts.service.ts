// Registration, email verification (and resending its link) and password reset. Each action is one transaction that also
// writes the email it causes to the outbox and its audit entry, so either all of it happened or
// none did; the relay is woken only after the commit. Tokens are 32 random bytes, sent once in a
// link built from APP_URL (never from the request's Host) and stored only as SHA-256 hashes.
import type { Language } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto-tokens.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { deleteSessionsOfUser } from '../../platform/sessions/sessions.queries.ts';
import { sessionsEnded } from '../../platform/sessions/sessions.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { renderResetPasswordEmail } from './emails/reset-password.ts';
import { renderVerifyEmail } from './emails/verify-email.ts';
import { findUserByEmail, insertUser } from '../../platform/people/people.queries.ts';
import { recordConsentToLegalTexts } from '../../platform/people/consent-records.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import { resetPasswordTokenLifetimeMs, verifyEmailTokenLifetimeMs } from './account-policy.ts';
import {
  countRegistrationAttempt,
  countResetAttempt,
  countResetRequest,
  countVerificationAttempt,
  countVerificationResendRequest,
} from './account-throttle.ts';
import {
  consumeEmailToken,
  deleteEmailTokensExpiredBefore,
  findEmailVerifiedAt,
  insertEmailToken,
  invalidateUnusedEmailTokens,
  invalidateUnusedResetTokensOfEmail,
  isVerifyTokenOfVerifiedUser,
  markUserEmailVerified,
  updateUserPasswordHash,
  type EmailTokenPurpose,
} from './accounts.queries.ts';

export interface AccountServiceDeps extends ServiceDeps {
  /** Public origin for links in emails (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called only after the transaction that queued a message committed. */
  onEmailQueued: () => void;
}

/** `${appUrl}${path}?token=...`; the token is base64url, so it needs no escaping. */
export function accountLink(appUrl: string, path: string, token: string): string {
  return `${appUrl}${path}?token=${token}`;
}

async function issueEmailToken(
  deps: ServiceDeps,
  input: { userId: string; purpose: EmailTokenPurpose; lifetimeMs: number },
): Promise<string> {
  const now = deps.now();
  const token = randomToken(32);
  await insertEmailToken(deps.db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + input.lifetimeMs),
    createdAt: now,
  });
  return token;
}

/** A fresh verification link for `user`, queued in the caller's transaction. */
async function queueVerificationEmail(
  txDeps: ServiceDeps,
  appUrl: string,
  user: { id: string; email: string; language: string },
): Promise<void> {
  const token = await issueEmailToken(txDeps, {
    userId: user.id,
    purpose: 'verify_email',
    lifetimeMs: verifyEmailTokenLifetimeMs,
  });
  const verifyUrl = accountLink(appUrl, '/verify-email', token);
  await queueEmail(txDeps, {
    to: user.email,
    email: renderVerifyEmail({
      verifyUrl,
      email: user.email,
      language: storedLanguage(user.language),
    }),
  });
}

/**
 * Creates an unverified student and queues the verification email. A taken email is a 409 (the
 * spec's register screen says so), also for an account that is not verified yet.
 */
export async function registerAccount(
  deps: AccountServiceDeps,
  input: { email: string; password: string; language: Language; ip: string },
): Promise<void> {
  await countRegistrationAttempt(deps, input.ip);
  // Hashed before the transaction: on PGlite a transaction holds the only connection.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const now = deps.now();
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      role: 'student',
      language: input.language,
      emailVerifiedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw new AppError('account.email_taken');
    // The form's two required boxes: the texts' versions shown, and when (issue 30).
    await recordConsentToLegalTexts(tx, { userId: user.id, at: now });
    await queueVerificationEmail(txDeps, deps.appUrl, user);
    await recordAudit(txDeps, {
      action: 'user_register',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      ipAddress: input.ip,
    });
  });
  deps.onEmailQueued();
}

export type VerifyEmailOutcome = 'verified' | 'already_verified';

/**
 * Uses a verification link: unused, unexpired and of the right purpose verifies the account. A
 * link of an account that is verified already (opened again, or after another link or a password
 * reset proved the address) answers 'already_verified'; anything else is a 400.
 */
export async function verifyEmail(
  deps: ServiceDeps,
  input: { token: string; ip: string },
): Promise<VerifyEmailOutcome> {
  await countVerificationAttempt(deps, input.ip);
  const tokenHash = sha256Hex(input.token);
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const now = deps.now();
    const userId = await consumeEmailToken(tx, { tokenHash, purpose: 'verify_email', now });
    if (!userId) {
      if (await isVerifyTokenOfVerifiedUser(tx, tokenHash)) return 'already_verified';
      throw new AppError('account.invalid_verification_link');
    }
    if ((await findEmailVerifiedAt(tx, userId)) !== null) return 'already_verified';
    await markUserEmailVerified(tx, userId, now);
    await recordAudit(txDeps, {
      action: 'email_verified',
      userId,
      entityType: 'user',
      entityId: userId,
      ipAddress: input.ip,
    });
    return 'verified';
  });
}

/**
 * Queues a fresh verification link when the email belongs to an account that is not verified
 * yet, and otherwise does nothing visible: the caller gives the same answer for every address
 * (decision 010). Earlier links stay valid until they expire: they only prove the mailbox, and
 * the first email may simply arrive late.
 */
export async function resendVerificationEmail(
  deps: AccountServiceDeps,
  input: { email: string; ip: string },
): Promise<void> {
  await countVerificationResendRequest(deps, input);
  const isQueued = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.emailVerifiedAt !== null) return false;
    await queueVerificationEmail(txDeps, deps.appUrl, user);
    return true;
  });
  if (isQueued) deps.onEmailQueued();
}

/**
 * Queues a reset link when the email has an account, and otherwise does nothing visible: the
 * caller gives the same answer either way. A new link invalidates the earlier unused ones.
 */
export async function requestPasswordReset(
  deps: AccountServiceDeps,
  input: { email: string; ip: string },
): Promise<void> {
  await countResetRequest(deps, input);
  const isQueued = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    // Same statements in both cases up to here: lookup and invalidation run for any address.
    await invalidateUnusedResetTokensOfEmail(tx, { email: input.email, now: deps.now() });
    const user = await findUserByEmail(tx, input.email);
    if (!user) return false;
    const token = await issueEmailToken(txDeps, {
      userId: user.id,
      purpose: 'reset_password',
      lifetimeMs: resetPasswordTokenLifetimeMs,
    });
    const resetUrl = accountLink(deps.appUrl, '/reset-password', token);
    await queueEmail(txDeps, {
      to: user.email,
      email: renderResetPasswordEmail({
        resetUrl,
        email: user.email,
        language: storedLanguage(user.language),
      }),
    });
    return true;
  });
  if (isQueued) deps.onEmailQueued();
}

/**
 * Sets a new password from a reset link and ends every session of the account, in one
 * transaction. Returns the account's id (the route clears the cookie if it was this browser's).
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: { token: string; password: string; ip: string },
): Promise<{ userId: string }> {
  await countResetAttempt(deps, input.ip);
  const passwordHash = await hashPassword(input.password);
  const reset = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const now = deps.now();
    const userId = await consumeEmailToken(tx, {
      tokenHash: sha256Hex(input.token),
      purpose: 'reset_password',
      now,
    });
    if (!userId) throw new AppError('account.invalid_reset_link');
    await updateUserPasswordHash(tx, { userId, passwordHash, now });
    await invalidateUnusedEmailTokens(tx, { userId, purpose: 'reset_password', now });
    const sessionsEnded = await deleteSessionsOfUser(tx, userId);
    await recordAudit(txDeps, {
      action: 'password_reset',
      userId,
      entityType: 'user',
      entityId: userId,
      ipAddress: input.ip,
      details: { sessionsEnded },
    });
    return { userId };
  });
  await sessionsEnded(deps, { userId: reset.userId });
  return reset;
}

/** Expired tokens are useless; a week of grace keeps them for support questions about a link. */
const expiredTokenRetentionMs = 7 * 24 * 60 * 60 * 1000;

export async function removeExpiredEmailTokens(deps: ServiceDeps): Promise<number> {
  return deleteEmailTokensExpiredBefore(
    deps.db,
    new Date(deps.now().getTime() - expiredTokenRetentionMs),
  );
}
