// Small facts about a student that invitations, decisions and the status all use.
import { GUARDIAN_INVITATIONS_PER_DAY, joinLegalNames } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { countInvitationsSince, type ConsentSubject } from './guardians.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The name the guardian knows the student by: their legal names, else their account email. */
export function studentNameOf(subject: ConsentSubject): string {
  return joinLegalNames(subject.legalFirstName, subject.legalLastName) ?? subject.email;
}

/** Invitations the student may still send in the rolling 24 hours. */
export async function invitationsLeftToday(deps: ServiceDeps, studentId: string): Promise<number> {
  const since = new Date(deps.now().getTime() - DAY_MS);
  const sent = await countInvitationsSince(deps.db, studentId, since);
  return Math.max(0, GUARDIAN_INVITATIONS_PER_DAY - sent);
}
