import { Stack, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFrame } from '../../../components/paged-list-frame.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useUpdateUserRole } from '../api/update-user-role.ts';
import { toastFailure, toastSuccess } from '../lib/toasts.ts';
import { useListParams } from '../lib/use-list-params.ts';
import type { AdminUserLinks } from '../lib/user-links.ts';
import { ListFilters } from './list-filters.tsx';
import { UserDialog } from './user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

interface UserListProps {
  /** The signed-in admin, whose own role and account this screen does not offer to change. */
  currentUserId: string | null;
  links: AdminUserLinks;
}

/** The consultant's Users (part 2 §2): searched, filtered and paged on the server. */
export function UserList({ currentUserId, links }: UserListProps) {
  const { t } = useTranslation(['adminUsers', 'common']);
  const [params, setParams] = useListParams();
  const list = useAdminUsers({ ...params, pageSize: DEFAULT_PAGE_SIZE });
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
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <ListFilters
        search={params.search}
        role={params.role}
        onSearchChange={(search) => setParams({ search, page: 1 })}
        onRoleChange={(role) => setParams({ role, page: 1 })}
      />
      <PagedListFrame
        list={list}
        page={params.page}
        onPageChange={(page) => setParams({ page })}
        labels={{
          loading: t('common:loading'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          empty: t('empty'),
          pages: t('pages'),
          range: (range) => t('range', range),
          pageControl: (control) => t(`pageControls.${control}`),
        }}
      >
        {(items) => <UsersTable items={items} onView={(user) => setOpenUserId(user.id)} />}
      </PagedListFrame>
      <UserDialog
        userId={openUserId}
        isHidden={pendingDelete !== null}
        currentUserId={currentUserId}
        isUpdatingRole={roleChange.isPending}
        onUpdateRole={(id, role) => roleChange.mutate({ id, role })}
        onDelete={setPendingDelete}
        onClose={() => setOpenUserId(null)}
        links={links}
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
    </Stack>
  );
}
