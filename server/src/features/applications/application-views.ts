// Rows to answers. The student's view lists its fields one by one, so a column added later (or
// internal_notes) never reaches a student by accident; the response schemas drop extras too.
import type {
  AdminApplication,
  AdminApplicationListItem,
  Application,
  ApplicationUpdate,
  StoredApplicationStatus,
  StudentApplicationUpdate,
} from '@studypath/domain';
import { consultantName, isMinor, joinLegalNames } from '@studypath/domain';
import type { ApplicationRow } from '../../platform/db/schema/index.ts';
import type {
  AdminApplicationListRow,
  ApplicationUpdateWithAuthor,
  ApplicationWithStudent,
} from './applications.queries.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status as StoredApplicationStatus,
    specificProgram: row.specificProgram,
    fieldOfStudy: row.fieldOfStudy,
    programPreferences: row.programPreferences,
    intendedInstitutions: row.intendedInstitutions,
    additionalInfo: row.additionalInfo,
    adminNotes: row.adminNotes,
    closedReason: row.closedReason,
    closedAt: iso(row.closedAt),
    paymentStatus: row.paymentStatus,
    packageTier: row.packageTier,
    packagePrice: row.packagePrice,
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The admin's view adds the internal notes and the student's profile fields under the spec's
 * names. The profile has no standardized-test fields, so those stay null.
 */
export function toAdminApplication(
  { application, email, profile }: ApplicationWithStudent,
  today: Date,
): AdminApplication {
  return {
    ...toApplication(application),
    internalNotes: application.internalNotes,
    email,
    legalFirstName: profile?.legalFirstName ?? null,
    legalLastName: profile?.legalLastName ?? null,
    phone: profile?.phoneNumber ?? null,
    dateOfBirth: profile?.dateOfBirth ?? null,
    citizenship: profile?.nationality ?? null,
    country: profile?.country ?? null,
    pathway: profile?.pathway ?? null,
    highestEducation:
      profile?.currentEducationLevel ?? profile?.universityLevel ?? profile?.collegeLevel ?? null,
    currentGrade: profile?.universityYear ?? profile?.collegeYear ?? null,
    overallAverage: profile?.academicGrade ?? null,
    englishTest: profile?.englishTestType ?? null,
    englishTestScore: profile?.englishTestScore ?? null,
    standardizedTest: null,
    standardizedTestScore: null,
    guardianName: profile?.guardianName ?? null,
    guardianEmail: profile?.guardianEmail ?? null,
    guardianPhone: profile?.guardianPhone ?? null,
    isMinor: isMinor(profile?.dateOfBirth, today),
  };
}

export function toAdminApplicationListItem(row: AdminApplicationListRow): AdminApplicationListItem {
  const { application } = row;
  return {
    id: application.id,
    userId: application.userId,
    status: application.status as StoredApplicationStatus,
    fieldOfStudy: application.fieldOfStudy,
    programPreferences: application.programPreferences,
    intendedInstitutions: application.intendedInstitutions,
    paymentStatus: application.paymentStatus,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    email: row.email,
    legalFirstName: row.legalFirstName,
    legalLastName: row.legalLastName,
    consultantId: application.consultantId,
    consultantName: row.consultantName,
  };
}

/** The consultants' view: who made the change by account and e-mail. */
export function toApplicationUpdate(row: ApplicationUpdateWithAuthor): ApplicationUpdate {
  return {
    ...updateFields(row),
    createdBy: row.createdBy && row.author ? { id: row.createdBy, email: row.author.email } : null,
  };
}

/**
 * The student's view: a consultant by name only (issue 23), as their messages name them
 * (decision 022); never an account id or a sign-in address.
 */
export function toStudentApplicationUpdate(
  row: ApplicationUpdateWithAuthor,
): StudentApplicationUpdate {
  const { author } = row;
  let createdBy: StudentApplicationUpdate['createdBy'] = null;
  if (author?.role === 'admin') {
    createdBy = { role: 'admin', displayName: consultantName(author) };
  } else if (author) {
    createdBy = {
      role: 'student',
      displayName: joinLegalNames(author.legalFirstName, author.legalLastName),
    };
  }
  return { ...updateFields(row), createdBy };
}

function updateFields(row: ApplicationUpdateWithAuthor) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
