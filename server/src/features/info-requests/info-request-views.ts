// Rows to answers. The student's view lists its fields one by one (who sent it stays out); the
// admin's adds the student and what the request is about, for the Q&A Requests cards.
import type { AdminInfoRequest, StudentInfoRequest } from '@studypath/domain';
import type { InfoRequestRow } from '../../platform/db/schema/index.ts';
import type { AdminInfoRequestRow } from './info-requests.queries.ts';

export function toStudentInfoRequest(row: InfoRequestRow): StudentInfoRequest {
  return {
    id: row.id,
    applicationId: row.applicationId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    questions: row.questions.map(({ id, question, required }) => ({ id, question, required })),
    responses: row.status === 'answered' ? (row.responses ?? {}) : null,
  };
}

/** The legal names that are set, joined; null when neither is. */
function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/**
 * 'program at institution' on the card: the path's first attached program, else what the path
 * names (a specific program or the field of study, and the intended institutions). Both null for
 * a general inquiry.
 */
function describeSubject(row: AdminInfoRequestRow): {
  applicationProgram: string | null;
  applicationInstitution: string | null;
} {
  if (row.request.applicationId === null) {
    return { applicationProgram: null, applicationInstitution: null };
  }
  if (row.programTitle !== null) {
    return {
      applicationProgram: row.programTitle,
      applicationInstitution: row.programInstitution ?? row.intendedInstitutions,
    };
  }
  return {
    applicationProgram: row.specificProgram ?? row.fieldOfStudy,
    applicationInstitution: row.intendedInstitutions,
  };
}

export function toAdminInfoRequest(row: AdminInfoRequestRow): AdminInfoRequest {
  return {
    ...toStudentInfoRequest(row.request),
    userId: row.request.userId,
    studentName: fullName(row.legalFirstName, row.legalLastName),
    studentEmail: row.email,
    ...describeSubject(row),
    consultantId: row.consultantId,
    consultantName: row.consultantName,
  };
}
