// The student's side of guardian access (issue 26, item 6): who follows them, and, once they are
// 18, ending a guardian's access. Age is the domain's rule on the server's clock, so the answer
// changes by itself on the 18th birthday.
import { isMinor, type GuardianAccess } from '@studypath/domain';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishGuardianChange } from './guardian-change.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findConsentSubject, listConsentDecisions } from './guardians.queries.ts';
import {
  endLink,
  findLiveLinkOfStudentForUpdate,
  listLiveLinksWithGuardianEmail,
} from './links.queries.ts';

export async function getGuardianAccess(
  deps: ServiceDeps,
  studentId: string,
): Promise<GuardianAccess> {
  const subject = await findConsentSubject(deps.db, studentId);
  if (!subject) throw new AppError('student.not_found');
  const links = await listLiveLinksWithGuardianEmail(deps.db, studentId);
  const decisions = links.length > 0 ? await listConsentDecisions(deps.db, studentId) : [];
  return {
    guardians: links.map((link) => {
      // Their latest decision names them as they signed it.
      const signed = decisions.findLast((row) => row.guardianEmail === link.guardianEmail);
      return {
        linkId: link.id,
        guardianEmail: link.guardianEmail,
        guardianName: signed?.guardianName ?? null,
        relationship: signed?.relationship ?? null,
        linkedAt: link.createdAt.toISOString(),
      };
    }),
    canEnd: !isMinor(subject.dateOfBirth, deps.now()),
  };
}

/** Ends one of the student's live links: only their own (else 404), only at 18 or older. */
export async function endGuardianAccess(
  deps: ServiceDeps,
  input: { studentId: string; linkId: string; ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { db: tx, now: deps.now };
    const now = deps.now();
    const link = await findLiveLinkOfStudentForUpdate(tx, input.studentId, input.linkId);
    if (!link) throw new AppError('guardian.link_not_found');
    const subject = await findConsentSubject(tx, input.studentId);
    if (!subject || isMinor(subject.dateOfBirth, now)) {
      throw new AppError('guardian.student_is_minor');
    }
    await endLink(tx, { linkId: link.id, endedBy: input.studentId, now });
    await recordAudit(txDeps, {
      action: 'guardian_link_ended',
      userId: input.studentId,
      entityType: 'guardian_link',
      entityId: link.id,
      ipAddress: input.ip,
      details: { endedBy: 'student' },
    });
    await publishGuardianChange(tx, input.studentId);
  });
}
