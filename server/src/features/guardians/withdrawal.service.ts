// A guardian withdraws consent (issue 26, item 6): a new `withdrawn` row (the record is never
// edited), the open links voided, the gate closed again from the next request on. The link stays,
// so the guardian keeps following the student and may consent again through a new invitation.
// Nothing is deleted. The consultants are told by email: there is no consultant assignment yet
// (issue 29), so every administrator is.
import { consentGate, type GuardianStudent } from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { GuardianConsentRow } from '../../platform/db/schema/index.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { publishGuardianChange } from './guardian-change.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { studentNameOf } from './consent-subject.ts';
import { renderConsentWithdrawnEmail } from './emails/consent-withdrawn.ts';
import { toGuardianStudent } from './guardian-students.service.ts';
import {
  findConsentSubject,
  insertConsentDecision,
  listAdminRecipients,
  listConsentDecisions,
  lockStudent,
  voidOpenInvitations,
} from './guardians.queries.ts';
import type { InvitationDeps } from './invitations.service.ts';
import { findLiveLink } from './links.queries.ts';

/** The consent whose signature the withdrawal repeats: this guardian's latest, else the latest. */
function consentToWithdraw(
  decisions: readonly GuardianConsentRow[],
  guardianEmail: string,
): GuardianConsentRow | undefined {
  const consents = decisions.filter((row) => row.decision === 'consented');
  return consents.findLast((row) => row.guardianEmail === guardianEmail) ?? consents.at(-1);
}

export async function withdrawConsent(
  deps: InvitationDeps,
  input: { guardianId: string; studentId: string; ip: string; userAgent: string | null },
): Promise<GuardianStudent> {
  const link = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const now = deps.now();
    // The same lock as invitations and decisions: one decision for the student at a time.
    await lockStudent(tx, input.studentId);
    const live = await findLiveLink(tx, input.guardianId, input.studentId);
    const subject = await findConsentSubject(tx, input.studentId);
    const guardian = await findUserById(tx, input.guardianId);
    if (!live || !subject || !guardian) throw new AppError('student.not_found');
    const decisions = await listConsentDecisions(tx, input.studentId);
    const gate = consentGate({
      dateOfBirth: subject.dateOfBirth,
      today: now,
      decisions: decisions.map((row) => row.decision),
    });
    const consent = consentToWithdraw(decisions, guardian.email);
    if (gate.state !== 'given' || !consent) throw new AppError('guardian.not_consented');
    const row = await insertConsentDecision(tx, {
      studentId: input.studentId,
      invitationId: null,
      decision: 'withdrawn',
      guardianName: consent.guardianName,
      guardianEmail: guardian.email,
      relationship: consent.relationship,
      textVersion: consent.textVersion,
      textLanguage: consent.textLanguage,
      decidedAt: now,
      ipAddress: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    });
    await voidOpenInvitations(tx, input.studentId, now);
    await recordAudit(txDeps, {
      action: 'guardian_consent_withdrawn',
      userId: input.guardianId,
      entityType: 'guardian_consent',
      entityId: row.id,
      ipAddress: input.ip,
      details: { studentId: input.studentId, relationship: row.relationship },
    });
    await publishGuardianChange(tx, input.studentId);
    for (const admin of await listAdminRecipients(tx)) {
      const email = renderConsentWithdrawnEmail({
        studentName: studentNameOf(subject),
        usersUrl: `${deps.appUrl}/admin/users`,
        language: admin.language,
      });
      await queueEmail(txDeps, { to: admin.email, email });
    }
    return live;
  });
  deps.onEmailQueued();
  return toGuardianStudent(deps, link);
}
