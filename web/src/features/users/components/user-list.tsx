import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import {
  USER_SEARCH_MAX_LENGTH,
  userRoleFilters,
  type AdminUserDetail,
} from '@studypath/domain/admin';
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
import { HandoverDialog } from './handover-dialog.tsx';
import { UserDialog } from './user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/**
 * A change asked about first: a deletion, or an administrator made a student. An administrator
 * leaving (either way) is asked who takes their study paths (issue 29).
 */
type PendingChange = { kind: 'delete' | 'demote'; user: AdminUserDetail['user'] };

const isAdminLeaving = (pending: PendingChange | null) =>
  pending !== null && (pending.kind === 'demote' || pending.user.role === 'admin');

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
  const [pending, setPending] = useState<PendingChange | null>(null);

  const roleChange = useUpdateUserRole({
    onSuccess: () => {
      setPending(null);
      toastSuccess(t('toasts.updated'));
    },
    onError: (error) => {
      setPending(null);
      toastFailure(
        t('toasts.updateFailed.title'),
        refusalMessage(error) ?? t('toasts.updateFailed.message'),
      );
    },
  });
  const deletion = useDeleteUser({
    onSuccess: () => {
      setPending(null);
      setOpenUserId(null);
      toastSuccess(t('toasts.deleted'));
    },
    onError: (error) => {
      setPending(null);
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
            isHidden={pending !== null}
            currentUserId={currentUserId}
            isUpdatingRole={roleChange.isPending}
            onUpdateRole={(user, role) => {
              if (user.role === 'admin' && role === 'student') setPending({ kind: 'demote', user });
              else roleChange.mutate({ id: user.id, role });
            }}
            onDelete={(user) => setPending({ kind: 'delete', user })}
            onClose={() => setOpenUserId(null)}
            links={links}
            guardianConsent={guardianConsent}
          />
          <ConfirmDialog
            opened={pending?.kind === 'delete' && !isAdminLeaving(pending)}
            title={t('deleteDialog.title')}
            message={t('deleteDialog.message', { email: pending?.user.email ?? '' })}
            confirmLabel={t('deleteDialog.confirm')}
            cancelLabel={t('deleteDialog.cancel')}
            isBusy={deletion.isPending}
            onConfirm={() => {
              if (pending) deletion.mutate({ id: pending.user.id });
            }}
            onCancel={() => setPending(null)}
          />
          <HandoverDialog
            leaving={
              pending && isAdminLeaving(pending) ? { ...pending.user, kind: pending.kind } : null
            }
            isBusy={deletion.isPending || roleChange.isPending}
            onConfirm={(reassignTo) => {
              if (pending?.kind === 'demote') {
                roleChange.mutate({ id: pending.user.id, role: 'student', reassignTo });
              } else if (pending) {
                deletion.mutate({ id: pending.user.id, reassignTo });
              }
            }}
            onCancel={() => setPending(null)}
          />
        </>
      }
    >
      {(items) => <UsersTable items={items} onView={(user) => setOpenUserId(user.id)} />}
    </AdminListPage>
  );
}
