// Deleting an account (part 2 §6: "removes profile, applications, documents, messages and audit
// logs"). The rows go in one transaction (user-deletion.queries.ts says which and how); the stored
// objects (documents, message attachments, uploads never registered) once it has committed, so a
// rollback never leaves a row without its file. The acting administrator's audit row names the
// deleted account by id only: the trail keeps no personal data of someone who is gone. Payment
// rows stay, detached from the person, as business records (decision 024), each keeping the id and
// title of the path it paid for (decision 031), copied before the paths go with the account.
import { studyPathTitle } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { sessionsEnded } from '../../platform/sessions/sessions.service.ts';
import {
  bumpChangeVersion,
  deleteChangeVersion,
  GLOBAL_SCOPE,
  studentScope,
} from '../../platform/events/live-events.ts';
import { findApplicationsOfUser } from '../applications/index.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import { keepPaymentsOfDeletedApplication } from '../payments/index.ts';
import {
  deleteUserAndHoldings,
  findHoldingsOfUser,
  publishRemovalOfStudentData,
} from './user-deletion.queries.ts';
import { lockAccountChange, type AccountAction } from './users.admin.service.ts';
import { handOverPaths } from '../team/index.ts';

export async function deleteUserForAdmin(
  deps: ServiceDeps & { storage: ObjectStorage },
  input: AccountAction & { id: string; reassignTo?: string | undefined },
): Promise<void> {
  if (input.id === input.adminId) {
    throw new AppError('user.own_account');
  }
  const storageKeys = await deps.db.transaction(async (tx) => {
    const target = await lockAccountChange(tx, {
      ...input,
      targetId: input.id,
      removesAdmin: (current) => current.user.role === 'admin',
    });
    // A consultant's paths go to the one named, or are shared out (issue 29), before they go.
    const pathsHandedOver =
      target.user.role === 'admin'
        ? await handOverPaths(
            { ...deps, db: tx },
            { fromAdminId: input.id, reassignTo: input.reassignTo },
          )
        : 0;
    const holdings = await findHoldingsOfUser(tx, input.id);
    let paymentsKept = 0;
    for (const application of await findApplicationsOfUser(tx, input.id)) {
      const kept = await keepPaymentsOfDeletedApplication(tx, {
        id: application.id,
        title: studyPathTitle(application),
      });
      paymentsKept += kept.length;
    }
    await publishRemovalOfStudentData(tx, input.id);
    await deleteUserAndHoldings(tx, target.user);
    // A consultant's messages lose their sender; a student's own version row goes with them.
    if (target.user.role === 'admin') await bumpChangeVersion(tx, GLOBAL_SCOPE);
    await deleteChangeVersion(tx, studentScope(input.id));
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'user_delete',
        userId: input.adminId,
        entityType: 'user',
        entityId: input.id,
        ipAddress: input.ip,
        details: {
          role: target.user.role,
          applications: holdings.applications,
          documents: holdings.documents,
          messageThreads: holdings.messageThreads,
          storedObjects: holdings.storageKeys.length,
          paymentsKept,
          ...(pathsHandedOver > 0
            ? { pathsHandedOver, reassignTo: input.reassignTo ?? 'shared_out' }
            : {}),
        },
      },
    );
    return holdings.storageKeys;
  });
  await sessionsEnded(deps, { userId: input.id });
  await removeObjectsAfterCommit(deps.storage, storageKeys);
}
