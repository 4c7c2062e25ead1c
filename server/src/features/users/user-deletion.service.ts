// A consultant deletes an account (part 2 §6, decision 025). The steps are the ones every
// account deletion takes (account-removal.service.ts, decision 042): what the privacy text does
// not promise to keep goes; payment rows stay as business records and application documents
// within their seven years stay sealed, both detached from any login. Here: the account rules
// (never one's own, never the last administrator), a consultant's paths handed over first, and
// the acting administrator's audit row, which names the deleted account by id only: the trail
// keeps no personal data of someone who is gone.
import { AppError } from '../../platform/http/app-error.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { finishAccountRemoval, removeAccountRecords } from './account-removal.service.ts';
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
    const removal = await removeAccountRecords({ ...deps, db: tx }, target.user);
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
          ...removal.counts,
          ...(pathsHandedOver > 0
            ? { pathsHandedOver, reassignTo: input.reassignTo ?? 'shared_out' }
            : {}),
        },
      },
    );
    return removal.storageKeys;
  });
  await finishAccountRemoval(deps, { userId: input.id, storageKeys });
}
