// The students a guardian follows (issue 26, items 4–5): the list the guardian area's switcher
// shows, each with the gate's state today and the guardian's status-email switch.
import { consentGate, type GuardianStudent } from '@studypath/domain';
import type { GuardianLinkRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { studentNameOf } from './consent-subject.ts';
import { findConsentSubject, listDecisionKinds } from './guardians.queries.ts';
import { findLiveLink, listLiveLinksOfGuardian, updateLinkStatusEmails } from './links.queries.ts';

/** The student of a live link as the guardian sees them. */
export async function toGuardianStudent(
  deps: ServiceDeps,
  link: GuardianLinkRow,
): Promise<GuardianStudent> {
  const subject = await findConsentSubject(deps.db, link.studentId);
  // A link's student is deleted with its links (ON DELETE CASCADE), so it is always there.
  if (!subject) throw new AppError('student.not_found');
  const gate = consentGate({
    dateOfBirth: subject.dateOfBirth,
    today: deps.now(),
    decisions: await listDecisionKinds(deps.db, link.studentId),
  });
  return {
    studentId: link.studentId,
    studentName: studentNameOf(subject),
    consentState: gate.state,
    statusEmails: link.statusEmails,
    linkedAt: link.createdAt.toISOString(),
  };
}

export async function listGuardianStudents(
  deps: ServiceDeps,
  guardianId: string,
): Promise<{ students: GuardianStudent[] }> {
  const links = await listLiveLinksOfGuardian(deps.db, guardianId);
  const students: GuardianStudent[] = [];
  // One at a time: on PGlite the queries share one connection anyway, and a guardian follows few.
  for (const link of links) students.push(await toGuardianStudent(deps, link));
  return { students };
}

/** The guardian's live link to the student, or 404 as for any student they do not follow. */
export async function liveLinkOf(
  deps: ServiceDeps,
  guardianId: string,
  studentId: string,
): Promise<GuardianLinkRow> {
  const link = await findLiveLink(deps.db, guardianId, studentId);
  if (!link) throw new AppError('student.not_found');
  return link;
}

/** The status-email switch (left as it is when not sent); the route has checked the link. */
export async function updateGuardianSettings(
  deps: ServiceDeps,
  input: { guardianId: string; studentId: string; statusEmails: boolean | undefined },
): Promise<GuardianStudent> {
  const link = await liveLinkOf(deps, input.guardianId, input.studentId);
  if (input.statusEmails === undefined) return toGuardianStudent(deps, link);
  const updated = await updateLinkStatusEmails(deps.db, link.id, input.statusEmails);
  if (!updated) throw new AppError('student.not_found');
  return toGuardianStudent(deps, updated);
}
