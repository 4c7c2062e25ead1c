// Consent invitations (issue 26, item 1): a single-use link, valid 14 days, emailed through the
// outbox to the guardian email of a student under 18. Sent when the student saves a new guardian
// email (the profile's port) and on "Send again" from the dashboard; at most 3 a day either way,
// so a student cannot turn the portal into a mailer. A new invitation voids the open ones.
import {
  consentGate,
  GUARDIAN_INVITATION_DAYS,
  GUARDIAN_INVITATIONS_PER_DAY,
} from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto-tokens.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { findLanguageByEmail, findUserLanguage } from '../../platform/people/user-language.ts';
import { publishGuardianChange } from './guardian-change.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { GuardianEmailWatcher } from '../../platform/ports/guardian-email-watchers.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { renderGuardianInvitationEmail } from './emails/guardian-invitation.ts';
import {
  findConsentSubject,
  insertInvitation,
  listDecisionKinds,
  lockStudent,
  voidOpenInvitations,
  type ConsentSubject,
} from './guardians.queries.ts';
import { invitationsLeftToday, studentNameOf } from './consent-subject.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationDeps extends ServiceDeps {
  /** Public origin for the link (config.appUrl), never the request's Host. */
  appUrl: string;
  /** Wakes the email relay after the transaction that queued the email committed. */
  onEmailQueued: () => void;
}

/** Whether the student needs consent now: a minor without standing consent. */
async function needsConsent(deps: ServiceDeps, subject: ConsentSubject): Promise<boolean> {
  const gate = consentGate({
    dateOfBirth: subject.dateOfBirth,
    today: deps.now(),
    decisions: await listDecisionKinds(deps.db, subject.id),
  });
  return gate.state === 'missing';
}

/** Writes the invitation, queues its email and audits it, in the caller's transaction. */
async function issueInvitation(
  txDeps: ServiceDeps,
  appUrl: string,
  subject: ConsentSubject & { guardianEmail: string },
  ip: string | null,
): Promise<void> {
  const now = txDeps.now();
  await voidOpenInvitations(txDeps.db, subject.id, now);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + GUARDIAN_INVITATION_DAYS * DAY_MS);
  const invitation = await insertInvitation(txDeps.db, {
    studentId: subject.id,
    guardianEmail: subject.guardianEmail,
    tokenHash: sha256Hex(token),
    sentAt: now,
    expiresAt,
  });
  // The guardian may have no account yet: theirs if they do, else the inviting student's.
  const language =
    (await findLanguageByEmail(txDeps.db, subject.guardianEmail)) ??
    (await findUserLanguage(txDeps.db, subject.id));
  await queueEmail(txDeps, {
    to: subject.guardianEmail,
    email: renderGuardianInvitationEmail({
      language,
      studentName: studentNameOf(subject),
      consentUrl: `${appUrl}/guardian/consent?token=${token}`,
      guardianEmail: subject.guardianEmail,
      expiresAt,
    }),
  });
  await recordAudit(txDeps, {
    action: 'guardian_invitation_sent',
    userId: subject.id,
    entityType: 'guardian_consent',
    entityId: invitation.id,
    ipAddress: ip,
    // No address: the audit trail is readable by every consultant; the invitation row has it.
    details: { expiresAt: expiresAt.toISOString() },
  });
  await publishGuardianChange(txDeps.db, subject.id);
}

/**
 * The profile's port: a minor who saves a guardian email other than the one before is sent an
 * invitation, unless consent already stands (the guardian who gave it stays the one on record)
 * or today's 3 are spent (the save itself always goes through; the dashboard says what to do).
 */
export function guardianInvitationWatcher(deps: InvitationDeps): GuardianEmailWatcher {
  return {
    guardianFieldsSaved: async ({ tx, studentId, previousGuardianEmail, guardianEmail }) => {
      if (!guardianEmail || guardianEmail === previousGuardianEmail) return undefined;
      const txDeps: ServiceDeps = { db: tx, now: deps.now };
      await lockStudent(tx, studentId);
      const subject = await findConsentSubject(tx, studentId);
      if (!subject?.guardianEmail || !(await needsConsent(txDeps, subject))) return undefined;
      if ((await invitationsLeftToday(txDeps, studentId)) === 0) return undefined;
      await issueInvitation(
        txDeps,
        deps.appUrl,
        { ...subject, guardianEmail: subject.guardianEmail },
        null,
      );
      return () => {
        deps.onEmailQueued();
        return Promise.resolve();
      };
    },
  };
}

/** "Send again": a new link to the profile's guardian email, within today's 3. */
export async function sendInvitationAgain(
  deps: InvitationDeps,
  input: { studentId: string; ip: string },
) {
  await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    await lockStudent(tx, input.studentId);
    const subject = await findConsentSubject(tx, input.studentId);
    if (!subject || !(await needsConsent(txDeps, subject))) {
      throw new AppError('guardian.consent_not_needed');
    }
    if (!subject.guardianEmail) throw new AppError('guardian.no_guardian_email');
    if ((await invitationsLeftToday(txDeps, subject.id)) === 0) {
      throw new AppError('guardian.invitation_limit', {
        params: { limit: GUARDIAN_INVITATIONS_PER_DAY },
      });
    }
    await issueInvitation(
      txDeps,
      deps.appUrl,
      { ...subject, guardianEmail: subject.guardianEmail },
      input.ip,
    );
  });
  deps.onEmailQueued();
}
