// The consent page's two calls (issue 26, item 2): what a link shows, and the guardian's decision.
// A decision is a new immutable row naming the text's version and language, the typed name, the
// relationship, the time, the client address and user agent; the link is used up by it, and the
// student's other open links are voided. Unknown, used and expired links each get their own 400.
import {
  guardianRelations,
  type ConsentTextLanguage,
  type ConsentDecisionRequest,
  type ConsentDecisionResponse,
  type ConsentInvitationView,
} from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { sha256Hex } from '../../platform/crypto/crypto-tokens.ts';
import type { GuardianInvitationRow } from '../../platform/db/schema/index.ts';
import { publishGuardianChange } from './guardian-change.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { consentTextLanguageOf, consentTextVersions } from './consent-text-version.ts';
import {
  findConsentSubject,
  findInvitationByTokenHash,
  hasAccountWithEmail,
  insertConsentDecision,
  lockStudent,
  markInvitationUsed,
  voidOpenInvitations,
  type ConsentSubject,
} from './guardians.queries.ts';
import { studentNameOf } from './consent-subject.ts';

/** The invitation behind a token, if it may still be used at `now`; else the right refusal. */
function usableInvitation(
  invitation: GuardianInvitationRow | undefined,
  now: Date,
): GuardianInvitationRow {
  if (!invitation) throw new AppError('guardian.invalid_consent_link');
  if (invitation.usedAt || invitation.voidedAt) throw new AppError('guardian.used_consent_link');
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('guardian.expired_consent_link');
  }
  return invitation;
}

const isRelation = (value: string | null): value is (typeof guardianRelations)[number] =>
  (guardianRelations as readonly (string | null)[]).includes(value);

async function studentOf(
  deps: ServiceDeps,
  invitation: GuardianInvitationRow,
): Promise<ConsentSubject> {
  const subject = await findConsentSubject(deps.db, invitation.studentId);
  // The account is gone only if it was deleted, which removes its invitations too.
  if (!subject) throw new AppError('guardian.invalid_consent_link');
  return subject;
}

export async function viewInvitation(
  deps: ServiceDeps,
  input: { token: string; language: ConsentTextLanguage },
): Promise<ConsentInvitationView> {
  const invitation = usableInvitation(
    await findInvitationByTokenHash(deps.db, sha256Hex(input.token)),
    deps.now(),
  );
  const subject = await studentOf(deps, invitation);
  // The student's guess at the name is offered only to the address they named for it.
  const isSameGuardian = subject.guardianEmail === invitation.guardianEmail;
  return {
    studentName: studentNameOf(subject),
    guardianEmail: invitation.guardianEmail,
    suggestedGuardianName: isSameGuardian ? subject.guardianName : null,
    suggestedRelationship:
      isSameGuardian && isRelation(subject.guardianRelation) ? subject.guardianRelation : null,
    expiresAt: invitation.expiresAt.toISOString(),
    language: input.language,
    textVersion: consentTextVersions[input.language],
  };
}

export async function decide(
  deps: ServiceDeps,
  input: { request: ConsentDecisionRequest; ip: string; userAgent: string | null },
): Promise<ConsentDecisionResponse> {
  const { request } = input;
  const tokenHash = sha256Hex(request.token);
  const preview = await findInvitationByTokenHash(deps.db, tokenHash);
  usableInvitation(preview, deps.now());
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const now = deps.now();
    // Student first, then the link: the same order as invitations, so the two never deadlock.
    if (preview) await lockStudent(tx, preview.studentId);
    const invitation = usableInvitation(
      await findInvitationByTokenHash(tx, tokenHash, { forUpdate: true }),
      now,
    );
    // Checked after the link: a stale page of a used link hears about the link first.
    // The version names the text shown, hence its language (each has its own version).
    const textLanguage = consentTextLanguageOf(request.textVersion);
    if (!textLanguage) throw new AppError('guardian.consent_text_changed');
    const subject = await studentOf(txDeps, invitation);
    const decision = request.decision === 'consent' ? 'consented' : 'refused';
    const row = await insertConsentDecision(tx, {
      studentId: invitation.studentId,
      invitationId: invitation.id,
      decision,
      guardianName: request.guardianName,
      guardianEmail: invitation.guardianEmail,
      relationship: request.relationship,
      textVersion: request.textVersion,
      textLanguage,
      decidedAt: now,
      ipAddress: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    });
    await markInvitationUsed(tx, invitation.id, now);
    await voidOpenInvitations(tx, invitation.studentId, now);
    await recordAudit(txDeps, {
      action: decision === 'consented' ? 'guardian_consent_given' : 'guardian_consent_refused',
      // The guardian has no account here: the row is the student's record.
      userId: invitation.studentId,
      entityType: 'guardian_consent',
      entityId: row.id,
      ipAddress: input.ip,
      details: {
        relationship: row.relationship,
        textVersion: row.textVersion,
        language: textLanguage,
      },
    });
    await publishGuardianChange(tx, invitation.studentId);
    const account =
      decision === 'refused'
        ? null
        : (await hasAccountWithEmail(tx, invitation.guardianEmail))
          ? 'sign_in'
          : 'create';
    return {
      decision,
      studentName: studentNameOf(subject),
      decidedAt: now.toISOString(),
      account,
    };
  });
}
