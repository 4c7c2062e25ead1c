// The student's study paths: list, read, create and delete their own. Every read by id is a
// query by id and owner, so another student's path is a 404 like one that does not exist; an
// administrator reaches any path through the routes declared signed-in. internal_notes never
// leaves here for a student (application-views.ts lists the student's fields).
import type {
  Application,
  ApplicationUpdate,
  CreateApplicationRequest,
  GuardianApplication,
  Role,
  StudentApplicationUpdate,
} from '@studypath/domain';
import {
  findActiveApplication,
  REQUIRED_PROFILE_COMPLETION,
  stringifyAdditionalInfo,
} from '@studypath/domain';
import type { ApplicationRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import { getProfile } from '../profile/index.ts';
import { deleteStudyPath, type StudyPathDeletionDeps } from './application-deletion.service.ts';
import {
  toApplication,
  toApplicationUpdate,
  toStudentApplicationUpdate,
} from './application-views.ts';
import {
  findApplicationById,
  findApplicationsOfUser,
  findUpdatesOfApplication,
  insertApplicationUnlessActiveExists,
} from './applications.queries.ts';
import { assignNewPath, recordStudentMove } from '../team/index.ts';

export interface Caller {
  userId: string;
  role: Role;
}

/** The path if the caller may see it: its student, or any administrator. 404 otherwise. */
export async function getVisibleApplicationRow(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<ApplicationRow> {
  const row = await findApplicationById(deps.db, input.id);
  if (!row || (input.caller.role !== 'admin' && row.userId !== input.caller.userId)) {
    throw new AppError('study_path.not_found');
  }
  return row;
}

/**
 * One of a path's lists in one query: `list` reads it already limited to what the caller may see
 * (ownerId: the student's own id, or null for an administrator, who sees every path). Only an
 * empty list costs the visibility check, which tells "no such path, or not yours" (404) from
 * "nothing yet" (issue 14: the polled lists ran the check as a query of its own every time).
 */
export async function listOfVisibleApplication<Row>(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
  list: (ownerId: string | null) => Promise<Row[]>,
): Promise<Row[]> {
  const rows = await list(input.caller.role === 'admin' ? null : input.caller.userId);
  if (rows.length === 0) await getVisibleApplicationRow(deps, input);
  return rows;
}

/** Newest first. */
export async function listApplications(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<Application[]> {
  const rows = await findApplicationsOfUser(deps.db, input.userId);
  return rows.map(toApplication);
}

/**
 * A linked student's paths for their guardian (the caller checked the link): the student's own
 * list, newest first, each with the updates the student sees on its page.
 */
export async function listApplicationsForGuardian(
  deps: ServiceDeps,
  input: { studentId: string },
): Promise<GuardianApplication[]> {
  const rows = await findApplicationsOfUser(deps.db, input.studentId);
  return Promise.all(
    rows.map(async (row) => ({
      ...toApplication(row),
      updates: (await findUpdatesOfApplication(deps.db, row.id, input.studentId)).map(
        toStudentApplicationUpdate,
      ),
    })),
  );
}

/** The active path, or null when every path has ended (or there is none). */
export async function getMyApplication(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<Application | null> {
  const active = findActiveApplication(await findApplicationsOfUser(deps.db, input.userId));
  return active ? toApplication(active) : null;
}

export async function getApplication(
  deps: ServiceDeps,
  input: { userId: string; id: string },
): Promise<Application> {
  const row = await getVisibleApplicationRow(deps, {
    caller: { userId: input.userId, role: 'student' },
    id: input.id,
  });
  return toApplication(row);
}

export async function listApplicationUpdates(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<ApplicationUpdate[] | StudentApplicationUpdate[]> {
  const rows = await listOfVisibleApplication(deps, input, (ownerId) =>
    findUpdatesOfApplication(deps.db, input.id, ownerId),
  );
  // A consultant's e-mail and account id are for consultants only (issue 23).
  return input.caller.role === 'admin'
    ? rows.map(toApplicationUpdate)
    : rows.map(toStudentApplicationUpdate);
}

/**
 * Starts a study path. Refused (409) below 100% profile completion and while another path is
 * active; the second rule is the database's (a partial unique index), so two requests racing
 * each other give one path and one 409.
 */
export async function createApplication(
  deps: ServiceDeps,
  input: { userId: string; request: CreateApplicationRequest; ip: string },
): Promise<Application> {
  const { completionPercentage } = await getProfile(deps, { userId: input.userId });
  if (completionPercentage < REQUIRED_PROFILE_COMPLETION) {
    throw new AppError('study_path.profile_incomplete');
  }
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const created = await insertApplicationUnlessActiveExists(tx, {
      userId: input.userId,
      status: 'new',
      fieldOfStudy: input.request.fieldOfStudy,
      programPreferences: input.request.programPreferences,
      intendedInstitutions: input.request.intendedInstitutions,
      additionalInfo: stringifyAdditionalInfo(input.request.additionalInfo),
      createdAt: now,
      updatedAt: now,
    });
    if (!created) {
      throw new AppError('study_path.active_path_exists');
    }
    // Issue 29: the path goes to a consultant, and its student now waits on them.
    await assignNewPath({ ...deps, db: tx }, created.id);
    await recordStudentMove(tx, { applicationId: created.id, kind: 'path_created', at: now });
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'application_create',
        userId: input.userId,
        entityType: 'application',
        entityId: created.id,
        ipAddress: input.ip,
      },
    );
    await publishApplicationChange(tx, created.id);
    return created;
  });
  return toApplication(row);
}

/**
 * A student may delete their own paths (part 2 §6), except one that holds a payment (409
 * path_holds_payment, issue 23); application-deletion.service.ts says what goes and what stays.
 */
export async function deleteOwnApplication(
  deps: StudyPathDeletionDeps,
  input: { userId: string; id: string; ip: string },
): Promise<void> {
  await deleteStudyPath(deps, {
    lockApplication: async (tx) => {
      const row = await findApplicationById(tx, input.id, { forUpdate: true });
      if (!row || row.userId !== input.userId) {
        throw new AppError('study_path.not_found');
      }
      return row;
    },
    actor: { userId: input.userId, isStudent: true },
    ip: input.ip,
  });
}
