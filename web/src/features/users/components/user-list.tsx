import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import { USER_SEARCH_MAX_LENGTH, userRoleFilters } from '@studypath/domain/admin';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useUpdateUserRole } from '../api/update-user-role.ts';
import { toastFailure, toastSuccess } from '../lib/toasts.ts';
import { useListParams } from '../lib/use-list-params.ts';
import type { AdminUserLinks } from '../lib/user-links.ts';
import { UserDialog } from './user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

interface UserListProps {
  /** The signed-in admin, whose own role and account this screen does not offer to change. */
  currentUserId: string | null;
  links: AdminUserLinks;
  /**
   * The student's guardian consent (guardians feature, issue 26), placed by the page: it renders
   * nothing for a student it does not concern.
   */
  guardianConsent?: (userId: string) => ReactNode;
}

/**
 * The consultant's Users (part 2 §2): searched by name or e-mail, filtered by role and paged on
 * the server.
 */
export function UserList({ currentUserId, links, guardianConsent }: UserListProps) {
  const { t } = useTranslation('adminUsers');
  const urlList = useListParams();
  const list = useAdminUsers({ ...urlList.params, pageSize: DEFAULT_PAGE_SIZE });
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ id: string; email: string } | null>(null);

  const roleChange = useUpdateUserRole({
    onSuccess: () => toastSuccess(t('toasts.updated')),
    onError: (error) =>
      toastFailure(
        t('toasts.updateFailed.title'),
        refusalMessage(error) ?? t('toasts.updateFailed.message'),
      ),
  });
  const deletion = useDeleteUser({
    onSuccess: () => {
      setPendingDelete(null);
      setOpenUserId(null);
      toastSuccess(t('toasts.deleted'));
    },
    onError: (error) => {
      setPendingDelete(null);
      toastFailure(
        t('toasts.deleteFailed.title'),
        refusalMessage(error) ?? t('toasts.deleteFailed.message'),
      );
    },
  });

  return (
    <AdminListPage
      text={t}
      searchMaxLength={USER_SEARCH_MAX_LENGTH}
      filters={[
        {
          name: 'role',
          label: t('role'),
          options: userRoleFilters.map((value) => ({ value, label: t(`roleFilter.${value}`) })),
          flex: '1 1 12rem',
        },
      ]}
      urlList={urlList}
      list={list}
      dialogs={
        <>
          <UserDialog
            userId={openUserId}
            isHidden={pendingDelete !== null}
            currentUserId={currentUserId}
            isUpdatingRole={roleChange.isPending}
            onUpdateRole={(id, role) => roleChange.mutate({ id, role })}
            onDelete={setPendingDelete}
            onClose={() => setOpenUserId(null)}
            links={links}
            guardianConsent={guardianConsent}
          />
          <ConfirmDialog
            opened={pendingDelete !== null}
            title={t('deleteDialog.title')}
            message={t('deleteDialog.message', { email: pendingDelete?.email ?? '' })}
            confirmLabel={t('deleteDialog.confirm')}
            cancelLabel={t('deleteDialog.cancel')}
            isBusy={deletion.isPending}
            onConfirm={() => {
              if (pendingDelete) deletion.mutate(pendingDelete.id);
            }}
            onCancel={() => setPendingDelete(null)}
          />
        </>
      }
    >
      {(items) => <UsersTable items={items} onView={(user) => setOpenUserId(user.id)} />}
    </AdminListPage>
  );
}
