import { Center, Loader, Modal } from '@mantine/core';
import type { AdminUserDetail } from '@studypath/domain/admin';
import type { AssignableRole } from '@studypath/domain/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUser } from '../api/get-admin-user.ts';
import type { AdminUserLinks } from '../lib/user-links.ts';
import { UserDetail } from './user-detail.tsx';
import { LoadFailedAlert } from '../../../components/query-states.tsx';

interface UserDialogProps {
  userId: string | null;
  /** Hidden (not closed) while the deletion is being confirmed. */
  isHidden: boolean;
  currentUserId: string | null;
  isUpdatingRole: boolean;
  /** The user as they are (an administrator leaving hands their paths over, issue 29). */
  onUpdateRole: (user: AdminUserDetail['user'], role: AssignableRole) => void;
  onDelete: (user: AdminUserDetail['user']) => void;
  onClose: () => void;
  links: AdminUserLinks;
  /**
   * The student's guardian consent (guardians feature, issue 26), placed by the page: it renders
   * nothing for a student it does not concern.
   */
  guardianConsent?: (userId: string) => ReactNode;
}

/** 'User Details' (part 2 §2 "/admin/users"): fetched each time it opens. */
export function UserDialog(props: UserDialogProps) {
  const { userId, isHidden, currentUserId, isUpdatingRole, onUpdateRole, onDelete, onClose } =
    props;
  const { t } = useTranslation(['adminUsers', 'common']);
  const detail = useAdminUser(userId);
  return (
    <Modal
      opened={userId !== null && !isHidden}
      // Close always closes: a role change in flight finishes (and says so) from the list,
      // which owns it; holding the dialog open through the list's refetch read as a dead button.
      onClose={onClose}
      title={t('detail.title')}
      size="xl"
      // Not centred: on a phone the details are taller than the screen, and a centred dialog
      // would push its top (the role form) out of reach of scrolling.
    >
      {detail.data ? (
        <UserDetail
          detail={detail.data}
          isOwnAccount={detail.data.user.id === currentUserId}
          isUpdatingRole={isUpdatingRole}
          onUpdateRole={(role) => onUpdateRole(detail.data.user, role)}
          onDelete={() => onDelete(detail.data.user)}
          links={props.links}
          guardianConsent={props.guardianConsent}
        />
      ) : detail.isError ? (
        <LoadFailedAlert
          title={t('detail.loadFailed')}
          retryLabel={t('detail.retry')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <Center py="xl" role="status" aria-label={t('common:loading')}>
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
