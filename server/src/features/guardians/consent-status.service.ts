// The consent state as the student's dashboard and the consultants see it (issue 26, items 1, 7):
// the gate's state, the open link, since when the student waits, and the decisions.
import {
  consentGate,
  type AdminGuardianConsent,
  type ConsentDecisionView,
  type GuardianConsentStatus,
} from '@studypath/domain';
import type { GuardianConsentRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findConsentSubject,
  findFirstInvitationAfter,
  findOpenInvitation,
  listConsentDecisions,
} from './guardians.queries.ts';
import { invitationsLeftToday } from './consent-subject.ts';

export function toDecisionView(row: GuardianConsentRow): ConsentDecisionView {
  return {
    decision: row.decision,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    relationship: row.relationship,
    decidedAt: row.decidedAt.toISOString(),
    textVersion: row.textVersion,
    language: row.textLanguage,
  };
}

async function buildStatus(
  deps: ServiceDeps,
  studentId: string,
): Promise<{ status: GuardianConsentStatus; decisions: GuardianConsentRow[] } | undefined> {
  const subject = await findConsentSubject(deps.db, studentId);
  if (!subject || subject.role !== 'student') return undefined;
  const now = deps.now();
  const decisions = await listConsentDecisions(deps.db, studentId);
  const gate = consentGate({
    dateOfBirth: subject.dateOfBirth,
    today: now,
    decisions: decisions.map((row) => row.decision),
  });
  const last = decisions.at(-1);
  const open = await findOpenInvitation(deps.db, studentId, now);
  // Waiting since the first link sent after the last decision, while consent is missing.
  const firstWaiting =
    gate.state === 'missing'
      ? await findFirstInvitationAfter(deps.db, studentId, last?.decidedAt ?? null)
      : undefined;
  return {
    decisions,
    status: {
      state: gate.state,
      guardianEmail: subject.guardianEmail,
      openInvitation: open
        ? {
            guardianEmail: open.guardianEmail,
            sentAt: open.sentAt.toISOString(),
            expiresAt: open.expiresAt.toISOString(),
          }
        : null,
      waitingSince: firstWaiting ? firstWaiting.sentAt.toISOString() : null,
      lastDecision: last ? toDecisionView(last) : null,
      invitationsLeftToday: await invitationsLeftToday(deps, studentId),
    },
  };
}

/** The signed-in student's own state. */
export async function getConsentStatus(
  deps: ServiceDeps,
  studentId: string,
): Promise<GuardianConsentStatus> {
  const built = await buildStatus(deps, studentId);
  if (!built) throw new AppError('student.not_found');
  return built.status;
}

/** A consultant's view of any student: the state and every decision, oldest first. */
export async function getAdminConsentRecord(
  deps: ServiceDeps,
  studentId: string,
): Promise<AdminGuardianConsent> {
  const built = await buildStatus(deps, studentId);
  if (!built) throw new AppError('user.not_found');
  return { ...built.status, decisions: built.decisions.map(toDecisionView) };
}
