// Guardians' part of "Download my data" (issue 30, decision 040). For a student: their guardian
// consent as their dashboard shows it, every decision about them (who decided, how, on which
// text: never the guardian's address or browser), and who follows them. For a guardian account:
// the students their area shows (live links only), every link they had (ended ones too) and the
// decisions they signed with this account's address, with the address and browser they signed
// from: those are the guardian's own.
import type {
  ConsentDecisionView,
  GuardianAccess,
  GuardianConsentStatus,
  GuardianStudent,
} from '@studypath/domain';
import { asc, eq } from 'drizzle-orm';
import { guardianConsents, guardianLinks, users } from '../../platform/db/schema/index.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { getConsentStatus, toDecisionView } from './consent-status.service.ts';
import { listGuardianStudents } from './guardian-students.service.ts';
import { listConsentDecisions } from './guardians.queries.ts';
import { getGuardianAccess } from './student-guardian-access.service.ts';

export interface ExportedStudentGuardianRecords {
  consent: GuardianConsentStatus;
  decisions: ConsentDecisionView[];
  guardianAccess: GuardianAccess;
}

export async function exportGuardianConsentOf(
  deps: ServiceDeps,
  studentId: string,
): Promise<ExportedStudentGuardianRecords> {
  return {
    consent: await getConsentStatus(deps, studentId),
    decisions: (await listConsentDecisions(deps.db, studentId)).map(toDecisionView),
    guardianAccess: await getGuardianAccess(deps, studentId),
  };
}

export interface ExportedGuardianRecords {
  students: GuardianStudent[];
  links: {
    studentId: string;
    linkedAt: string;
    endedAt: string | null;
    statusEmails: boolean;
  }[];
  decisionsSigned: (ConsentDecisionView & {
    studentId: string;
    ipAddress: string;
    userAgent: string | null;
  })[];
}

export async function exportGuardianRecordsOf(
  deps: ServiceDeps,
  guardianId: string,
): Promise<ExportedGuardianRecords> {
  const links = await deps.db
    .select()
    .from(guardianLinks)
    .where(eq(guardianLinks.guardianId, guardianId))
    .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
  // A guardian signs through the link sent to their address, which their account then carries.
  const signed = await deps.db
    .select({ decision: guardianConsents })
    .from(guardianConsents)
    .innerJoin(users, eq(users.email, guardianConsents.guardianEmail))
    .where(eq(users.id, guardianId))
    .orderBy(asc(guardianConsents.decidedAt), asc(guardianConsents.id));
  return {
    students: (await listGuardianStudents(deps, guardianId)).students,
    links: links.map((link) => ({
      studentId: link.studentId,
      linkedAt: link.createdAt.toISOString(),
      endedAt: link.endedAt?.toISOString() ?? null,
      statusEmails: link.statusEmails,
    })),
    decisionsSigned: signed.map(({ decision }) => ({
      ...toDecisionView(decision),
      studentId: decision.studentId,
      ipAddress: decision.ipAddress,
      userAgent: decision.userAgent,
    })),
  };
}
