// After a consent, its link is the guardian's one proof of who they are (issue 26, item 4): it
// creates their account or links the student to the one they signed in to, once. Usable when the
// guardian consented through it, it has not been turned into a link yet, and it has not expired.
import { sha256Hex } from '../../platform/crypto/crypto-tokens.ts';
import type { Database } from '../../platform/db/client.ts';
import type { GuardianInvitationRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findDecisionOfInvitation, findInvitationByTokenHash } from './guardians.queries.ts';

/**
 * The invitation behind `token` if a consent given through it may still be linked at `now`; else
 * the consent page's refusals: unknown or not decided yet (invalid), linked already, refused or
 * replaced (used), past its expiry (expired). With forUpdate the row stays locked, so two calls
 * with one link link once.
 */
export async function linkableInvitation(
  db: Database,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<GuardianInvitationRow> {
  const invitation = await findInvitationByTokenHash(db, sha256Hex(token), options);
  if (!invitation) throw new AppError('guardian.invalid_consent_link');
  if (invitation.linkedAt) throw new AppError('guardian.used_consent_link');
  if (!invitation.usedAt) {
    // Replaced by a newer link before anyone decided through it, or not decided yet.
    throw new AppError(
      invitation.voidedAt ? 'guardian.used_consent_link' : 'guardian.invalid_consent_link',
    );
  }
  const decision = await findDecisionOfInvitation(db, invitation.id);
  if (decision?.decision !== 'consented') throw new AppError('guardian.used_consent_link');
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('guardian.expired_consent_link');
  }
  return invitation;
}
