// A guardian's account (issue 26, item 4): created from a consent's link, whose email it takes as
// verified (the link reached that inbox), or an existing guardian account linked to one more
// student (siblings) through the link. Either way the link is spent: linked_at is set.
import type { CurrentUser, GuardianStudent, Language } from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import type { GuardianInvitationRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertUser } from '../../platform/people/people.queries.ts';
import { toCurrentUser } from '../../platform/people/user-language.ts';
import {
  hitRateLimit,
  type RateLimitPolicy,
} from '../../platform/rate-limits/rate-limits.service.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  endSession,
  sessionsEnded,
  startSession,
} from '../../platform/sessions/sessions.service.ts';
import { publishGuardianChange } from './guardian-change.ts';
import { linkableInvitation } from './consented-invitation.ts';
import { toGuardianStudent } from './guardian-students.service.ts';
import { markInvitationLinked } from './guardians.queries.ts';
import { insertLink } from './links.queries.ts';

/** As registration's: account creation costs a password hash, so it is limited per address. */
const accountCreationPerIp: RateLimitPolicy = { limit: 10, windowMs: 60 * 60 * 1000 };

async function countAccountCreationAttempt(deps: ServiceDeps, ip: string): Promise<void> {
  const result = await hitRateLimit(deps, `guardian-account:ip:${ip}`, accountCreationPerIp);
  if (result.isAllowed) return;
  throw new AppError('account.rate_limited', {
    headers: { 'retry-after': String(result.retryAfterSeconds) },
  });
}

/** Links the guardian to the invitation's student and spends the link, with its audit entry. */
async function linkThroughInvitation(
  txDeps: ServiceDeps,
  input: { guardianId: string; invitation: GuardianInvitationRow; ip: string },
) {
  const now = txDeps.now();
  const link = await insertLink(txDeps.db, {
    guardianId: input.guardianId,
    studentId: input.invitation.studentId,
    now,
  });
  await markInvitationLinked(txDeps.db, input.invitation.id, now);
  await recordAudit(txDeps, {
    action: 'guardian_link_created',
    userId: input.guardianId,
    entityType: 'guardian_link',
    entityId: link.id,
    ipAddress: input.ip,
    details: { studentId: input.invitation.studentId },
  });
  await publishGuardianChange(txDeps.db, input.invitation.studentId);
  return link;
}

export interface GuardianAccountResult {
  user: CurrentUser;
  session: { rawId: string; idHash: string };
}

/** Creates the guardian account for the link's email, links the student and signs in. */
export async function createGuardianAccount(
  deps: ServiceDeps,
  input: {
    token: string;
    password: string;
    /** The consent page's language, else the request's (issue 27). */
    language: Language;
    ip: string;
    userAgent: string | null;
    /** The session the browser is signed in with now, if any; it is replaced. */
    previousSessionIdHash: string | null;
  },
): Promise<GuardianAccountResult> {
  await countAccountCreationAttempt(deps, input.ip);
  // The link is checked before the costly hash, and again under lock in the transaction.
  await linkableInvitation(deps.db, input.token, deps.now());
  // Hashed before the transaction: on PGlite a transaction holds the only connection.
  const passwordHash = await hashPassword(input.password);
  const result = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const now = deps.now();
    const invitation = await linkableInvitation(tx, input.token, now, { forUpdate: true });
    const user = await insertUser(tx, {
      email: invitation.guardianEmail,
      passwordHash,
      role: 'guardian',
      language: input.language,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw new AppError('guardian.account_exists');
    await recordAudit(txDeps, {
      action: 'user_register',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      ipAddress: input.ip,
      details: { role: 'guardian' },
    });
    await linkThroughInvitation(txDeps, { guardianId: user.id, invitation, ip: input.ip });
    if (input.previousSessionIdHash) await endSession(txDeps, input.previousSessionIdHash);
    const session = await startSession(txDeps, {
      userId: user.id,
      userAgent: input.userAgent,
      ip: input.ip,
    });
    return { user: toCurrentUser(user), session };
  });
  if (input.previousSessionIdHash) {
    await sessionsEnded(deps, { idHash: input.previousSessionIdHash });
  }
  return result;
}

/** Links the student of a consented link to the signed-in guardian (a sibling, or a new link). */
export async function linkStudentToGuardian(
  deps: ServiceDeps,
  input: { guardianId: string; token: string; ip: string },
): Promise<GuardianStudent> {
  await linkableInvitation(deps.db, input.token, deps.now());
  const link = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const invitation = await linkableInvitation(tx, input.token, deps.now(), { forUpdate: true });
    return linkThroughInvitation(txDeps, {
      guardianId: input.guardianId,
      invitation,
      ip: input.ip,
    });
  });
  return toGuardianStudent(deps, link);
}
