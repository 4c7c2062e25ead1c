// The consultant's side of study paths: the searchable list, one path with its student, status,
// notes, close and delete. Each change the student should see goes through notifyStudent (an
// update on the path, and an email for status changes and closing) and each change is audited,
// all in the transaction of the change itself.
import type {
  AdminApplication,
  AdminApplicationListQuery,
  AdminApplicationListResponse,
  ApplicationStatus,
  UpdateApplicationNotesRequest,
} from '@studypath/domain';
import {
  applicationStatusLabel,
  describeApplicationStatus,
  isTerminalStatus,
  joinLegalNames,
} from '@studypath/domain';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  renderStudyPathClosedEmail,
  renderStudyPathStatusEmail,
} from './emails/study-path-status.ts';
import { deleteStudyPath, type StudyPathDeletionDeps } from './application-deletion.service.ts';
import {
  tellStudyPathEnded,
  type AfterCommit,
  type StudyPathParticipant,
} from '../../platform/ports/study-path-participants.ts';
import { toAdminApplication, toAdminApplicationListItem } from './application-views.ts';
import {
  findApplicationsForAdmin,
  findApplicationWithStudent,
  updateApplication,
  type ApplicationWithStudent,
} from './applications.queries.ts';
import { applicationUrl, guardianPageUrl, notifyStudent } from './student-notice.ts';
import { emailNextSteps, emailStatusLabel } from '../../platform/email/email-texts.ts';
import { findUserLanguage } from '../../platform/people/user-language.ts';

export interface AdminApplicationDeps extends ServiceDeps {
  /** Public origin for the link in emails (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called only after the transaction that queued a message committed. */
  onEmailQueued: () => void;
  /** What other features do when a path ends or is deleted (payments cancels what is pending). */
  studyPathParticipants: readonly StudyPathParticipant[];
}

export interface AdminAction {
  adminId: string;
  ip: string;
}

/** Inside a transaction, `forUpdate` makes concurrent changes to one path apply in turn. */
async function getApplicationWithStudent(
  deps: ServiceDeps,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationWithStudent> {
  const found = await findApplicationWithStudent(deps.db, id, options);
  if (!found) throw new AppError('study_path.not_found');
  return found;
}

export async function listApplicationsForAdmin(
  deps: ServiceDeps,
  query: AdminApplicationListQuery,
  viewerId: string,
): Promise<AdminApplicationListResponse> {
  const { rows, total } = await findApplicationsForAdmin(deps.db, query, viewerId);
  return {
    items: rows.map(toAdminApplicationListItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getApplicationForAdmin(
  deps: ServiceDeps,
  input: { id: string },
): Promise<AdminApplication> {
  return toAdminApplication(await getApplicationWithStudent(deps, input.id), deps.now());
}

/**
 * Any status to any other (part 2 §4). Reopening a path (a status that is not terminal) clears
 * its closure reason, and is refused while the student has another active path (the partial
 * unique index). Setting the status it already has changes nothing and notifies nobody.
 */
export async function changeApplicationStatus(
  deps: AdminApplicationDeps,
  input: AdminAction & { id: string; status: ApplicationStatus },
): Promise<AdminApplication> {
  let hasQueuedEmail = false;
  let afterCommit: AfterCommit | undefined;
  let result: ApplicationWithStudent;
  try {
    result = await deps.db.transaction(async (tx) => {
      const txDeps: ServiceDeps = { ...deps, db: tx };
      const current = await getApplicationWithStudent(txDeps, input.id, { forUpdate: true });
      const from = current.application.status;
      if (from === input.status) return current;
      const reopens = !isTerminalStatus(input.status);
      const updated = await updateApplication(tx, input.id, {
        status: input.status,
        updatedAt: deps.now(),
        ...(reopens ? { closedReason: null, closedAt: null } : {}),
      });
      if (!updated) throw new AppError('study_path.not_found');
      // An ended path takes no payment: an intent left open must not be paid (decision 024).
      if (!reopens) {
        afterCommit = await tellStudyPathEnded(deps.studyPathParticipants, {
          tx,
          application: updated,
        });
      }
      const guide = describeApplicationStatus(updated);
      const label = applicationStatusLabel(input.status) ?? input.status;
      // Each email in its reader's language (issue 27): the student's here, each guardian's below.
      const studentLanguage = await findUserLanguage(tx, updated.userId);
      hasQueuedEmail = await notifyStudent(txDeps, {
        applicationId: updated.id,
        actorId: input.adminId,
        update: {
          type: 'status_change',
          title: `Status changed to ${label}`,
          description: guide?.nextSteps ?? null,
        },
        email: {
          to: current.email,
          message: renderStudyPathStatusEmail({
            email: current.email,
            statusLabel: emailStatusLabel(studentLanguage, input.status),
            nextSteps: emailNextSteps(studentLanguage, updated),
            applicationUrl: applicationUrl(deps.appUrl, updated.id),
            language: studentLanguage,
          }),
        },
        guardianEmail: {
          studentId: updated.userId,
          render: (language) =>
            renderStudyPathStatusEmail({
              recipient: {
                kind: 'guardian',
                studentName:
                  joinLegalNames(
                    current.profile?.legalFirstName ?? null,
                    current.profile?.legalLastName ?? null,
                  ) ?? current.email,
              },
              statusLabel: emailStatusLabel(language, input.status),
              nextSteps: emailNextSteps(language, updated),
              applicationUrl: guardianPageUrl(deps.appUrl),
              language,
            }),
        },
      });
      await recordAudit(txDeps, {
        action: 'application_status_change',
        userId: input.adminId,
        entityType: 'application',
        entityId: updated.id,
        ipAddress: input.ip,
        details: { from, to: input.status },
      });
      return { ...current, application: updated };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('study_path.other_active_path');
    }
    throw error;
  }
  if (hasQueuedEmail) deps.onEmailQueued();
  await afterCommit?.();
  return toAdminApplication(result, deps.now());
}

/**
 * Admin notes are shown to the student, so changing them adds a note_added update (no email);
 * internal notes are never shown and only audited. A field left out stays as it is.
 */
export async function updateApplicationNotes(
  deps: ServiceDeps,
  input: AdminAction & { id: string; notes: UpdateApplicationNotesRequest },
): Promise<AdminApplication> {
  const result = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const current = await getApplicationWithStudent(txDeps, input.id, { forUpdate: true });
    const { adminNotes, internalNotes } = input.notes;
    const changed = {
      ...(adminNotes !== undefined && adminNotes !== current.application.adminNotes
        ? { adminNotes }
        : {}),
      ...(internalNotes !== undefined && internalNotes !== current.application.internalNotes
        ? { internalNotes }
        : {}),
    };
    if (Object.keys(changed).length === 0) return current;
    const updated = await updateApplication(tx, input.id, { ...changed, updatedAt: deps.now() });
    if (!updated) throw new AppError('study_path.not_found');
    if ('adminNotes' in changed) {
      await notifyStudent(txDeps, {
        applicationId: updated.id,
        actorId: input.adminId,
        update: {
          type: 'note_added',
          title:
            changed.adminNotes === null ? 'Consultant notes removed' : 'Consultant notes updated',
          description: changed.adminNotes ?? null,
        },
      });
    }
    await recordAudit(txDeps, {
      action: 'application_notes_update',
      userId: input.adminId,
      entityType: 'application',
      entityId: updated.id,
      ipAddress: input.ip,
      // Which notes, not their text: the audit trail is read by every administrator.
      details: { changed: Object.keys(changed) },
    });
    return { ...current, application: updated };
  });
  return toAdminApplication(result, deps.now());
}

/** Status closed with the reason the student reads; refused (409) once the path has ended. */
export async function closeApplication(
  deps: AdminApplicationDeps,
  input: AdminAction & { id: string; reason: string },
): Promise<AdminApplication> {
  let afterCommit: AfterCommit | undefined;
  const result = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const current = await getApplicationWithStudent(txDeps, input.id, { forUpdate: true });
    const from = current.application.status;
    if (isTerminalStatus(from)) {
      throw new AppError('study_path.already_ended');
    }
    const now = deps.now();
    const updated = await updateApplication(tx, input.id, {
      status: 'closed',
      closedReason: input.reason,
      closedAt: now,
      updatedAt: now,
    });
    if (!updated) throw new AppError('study_path.not_found');
    // A closed path takes no payment: an intent left open must not be paid (decision 024).
    afterCommit = await tellStudyPathEnded(deps.studyPathParticipants, {
      tx,
      application: updated,
    });
    await notifyStudent(txDeps, {
      applicationId: updated.id,
      actorId: input.adminId,
      update: { type: 'status_change', title: 'Study path closed', description: input.reason },
      email: {
        to: current.email,
        message: renderStudyPathClosedEmail({
          email: current.email,
          reason: input.reason,
          applicationUrl: applicationUrl(deps.appUrl, updated.id),
          language: await findUserLanguage(tx, updated.userId),
        }),
      },
    });
    await recordAudit(txDeps, {
      action: 'application_status_change',
      userId: input.adminId,
      entityType: 'application',
      entityId: updated.id,
      ipAddress: input.ip,
      details: { from, to: 'closed', closedReason: input.reason },
    });
    return { ...current, application: updated };
  });
  deps.onEmailQueued();
  await afterCommit?.();
  return toAdminApplication(result, deps.now());
}

/**
 * Any path, even one that holds payments (issue 23): they are kept with the path's id and title,
 * and its documents stay in the student's documents (application-deletion.service.ts).
 */
export async function deleteApplicationForAdmin(
  deps: StudyPathDeletionDeps,
  input: AdminAction & { id: string },
): Promise<void> {
  await deleteStudyPath(deps, {
    lockApplication: async (tx) => {
      const current = await getApplicationWithStudent({ ...deps, db: tx }, input.id, {
        forUpdate: true,
      });
      return current.application;
    },
    actor: { userId: input.adminId, isStudent: false },
    ip: input.ip,
  });
}
