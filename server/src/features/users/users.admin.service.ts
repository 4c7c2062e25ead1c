// The consultants' side of accounts (part 2 §6 "List, view, change the role of, and delete users"):
// the list, one user with everything they hold, and the role change. Account changes follow two
// rules: nobody changes their own role or deletes themselves, and there is always at least one
// administrator. Both are decided with every administrator's row locked, so two changes racing
// each other (two admins demoting one another) are decided one after the other.
import type {
  AdminUserDetail,
  AdminUserListItem,
  AdminUserListQuery,
  AdminUserListResponse,
  Role,
} from '@studypath/domain';
import { isMinor, isTerminalStatus } from '@studypath/domain';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { deleteSessionsOfUser } from '../../platform/sessions/sessions.queries.ts';
import { sessionsEnded } from '../../platform/sessions/sessions.service.ts';
import { bumpChangeVersion, GLOBAL_SCOPE } from '../../platform/events/live-events.ts';
import { toApplication, findApplicationsOfUser } from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findDocumentsOfUser, toDocument } from '../documents/index.ts';
import { toProfileResponse } from '../profile/index.ts';
import { toAdminUser, toAdminUserListItem } from './user-views.ts';
import {
  countMessageThreadsOfStudent,
  findUserWithProfile,
  findUsersForAdmin,
  lockAdministrators,
  updateUserRole,
  type AdminUserRow,
} from './users.admin.queries.ts';
import { handOverPaths } from '../team/index.ts';

export interface AccountAction {
  /** The signed-in administrator. */
  adminId: string;
  ip: string;
}

export async function listUsersForAdmin(
  deps: ServiceDeps,
  query: AdminUserListQuery,
): Promise<AdminUserListResponse> {
  const { rows, total } = await findUsersForAdmin(deps.db, query);
  const today = deps.now();
  return {
    items: rows.map((row) => toAdminUserListItem(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function getUserRow(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await findUserWithProfile(db, id, options);
  if (!row) throw new AppError('user.not_found');
  return row;
}

/** The user with their whole profile, study paths and documents (newest first), and counts. */
export async function getUserForAdmin(
  deps: ServiceDeps,
  input: { id: string },
): Promise<AdminUserDetail> {
  const row = await getUserRow(deps.db, input.id);
  const [applicationRows, documentRows, messageThreads] = await Promise.all([
    findApplicationsOfUser(deps.db, input.id),
    findDocumentsOfUser(deps.db, input.id),
    countMessageThreadsOfStudent(deps.db, input.id),
  ]);
  const user = toAdminUser(row.user);
  return {
    user,
    profile: toProfileResponse(row.profile ?? undefined, deps.now()),
    applications: applicationRows.map(toApplication),
    documents: documentRows.map(toDocument),
    isMinor: isMinor(row.profile?.dateOfBirth, deps.now()),
    statistics: {
      applications: applicationRows.length,
      activeApplications: applicationRows.filter(
        (application) => !isTerminalStatus(application.status),
      ).length,
      documents: documentRows.length,
      messageThreads,
      isEmailVerified: user.isEmailVerified,
    },
  };
}

/**
 * Inside the transaction of an account change: locks every administrator's row and then the
 * target's, and refuses the change when it would leave no administrator (`removesAdmin`: the
 * target is an administrator losing the role or the account) or when the caller stopped being
 * one while waiting for the lock.
 */
export async function lockAccountChange(
  tx: Database,
  input: AccountAction & { targetId: string; removesAdmin: (target: AdminUserRow) => boolean },
): Promise<AdminUserRow> {
  const administrators = await lockAdministrators(tx);
  const target = await getUserRow(tx, input.targetId, { forUpdate: true });
  if (input.removesAdmin(target) && administrators.length <= 1) {
    throw new AppError('user.last_administrator');
  }
  if (!administrators.includes(input.adminId)) throw new AppError('forbidden');
  return target;
}

/**
 * Student to admin or back. The user's sessions end with the change (their open event streams
 * close through the sessions trigger), so the new role applies from their next sign-in and a
 * demoted consultant keeps no admin session. Setting the role the user has changes nothing.
 */
export async function changeUserRole(
  deps: ServiceDeps,
  input: AccountAction & { id: string; role: Role; reassignTo?: string | undefined },
): Promise<AdminUserListItem> {
  if (input.id === input.adminId) {
    throw new AppError('user.own_role');
  }
  const row = await deps.db.transaction(async (tx) => {
    const target = await lockAccountChange(tx, {
      ...input,
      targetId: input.id,
      removesAdmin: (current) => current.user.role === 'admin' && input.role !== 'admin',
    });
    const from = target.user.role;
    // A guardian account exists because of a consent; making it a student or a consultant
    // would hand it powers nobody granted (issue 26).
    if (from === 'guardian') throw new AppError('user.guardian_role');
    if (from === input.role) return target;
    await updateUserRole(tx, { id: input.id, role: input.role, now: deps.now() });
    // A consultant no more (issue 29): their paths go to the one named, or are shared out.
    const pathsHandedOver =
      from === 'admin'
        ? await handOverPaths(
            { ...deps, db: tx },
            { fromAdminId: input.id, reassignTo: input.reassignTo },
          )
        : 0;
    const endedSessions = await deleteSessionsOfUser(tx, input.id);
    // Messages show their sender by role: every student's threads may read differently now.
    await bumpChangeVersion(tx, GLOBAL_SCOPE);
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'user_role_change',
        userId: input.adminId,
        entityType: 'user',
        entityId: input.id,
        ipAddress: input.ip,
        details: {
          from,
          to: input.role,
          endedSessions,
          ...(pathsHandedOver > 0
            ? { pathsHandedOver, reassignTo: input.reassignTo ?? 'shared_out' }
            : {}),
        },
      },
    );
    return { ...target, user: { ...target.user, role: input.role } };
  });
  await sessionsEnded(deps, { userId: input.id });
  return toAdminUserListItem(row, deps.now());
}
