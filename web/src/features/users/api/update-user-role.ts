import {
  adminUserListItemSchema,
  type AdminUserDetail,
  type AdminUserListItem,
  type UpdateUserRoleRequest,
} from '@studypath/domain/admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../lib/use-change.ts';
import { adminUserKey, adminUsersKey, staleAfterHandover } from './query-keys.ts';

export interface UpdateUserRoleVariables extends UpdateUserRoleRequest {
  id: string;
}

/**
 * PUT /api/admin/users/{id} {role, reassignTo?}: answers the row as it is now. A demoted
 * administrator's study paths go to `reassignTo`, or, absent, are shared out by caseload (issue
 * 29). The server refuses (409) one's own role and demoting the last administrator.
 */
export async function updateUserRole({
  id,
  ...request
}: UpdateUserRoleVariables): Promise<AdminUserListItem> {
  const res = await apiRequest('PUT', `/api/admin/users/${encodeURIComponent(id)}`, request);
  return adminUserListItemSchema.parse(await res.json());
}

/**
 * The open user's role is the answered one at once: the dialog's select follows it while the
 * lists are read again, and a role chosen meanwhile is not reset when they land.
 */
export const useUpdateUserRole = (callbacks: MutationCallbacks) =>
  useChange(
    updateUserRole,
    () => [adminUsersKey, ...staleAfterHandover],
    callbacks,
    (queryClient, { role }, { id }) =>
      queryClient.setQueryData<AdminUserDetail>(
        adminUserKey(id),
        (detail) => detail && { ...detail, user: { ...detail.user, role } },
      ),
  );
