import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout.tsx';
import type { NavItem } from '../../../components/layouts/nav-links.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
// The file itself, not the feature's page: every guardian page's layout loads it.
import { DeletionScheduledNotice } from '../../../features/privacy/components/deletion-scheduled-notice.tsx';
import { paths } from '../../paths.ts';
import { useSignOut } from '../../use-sign-out.ts';

/**
 * The guardian's area (issue 26): the app's header and navigation with their students and their
 * Privacy & data page (issue 30); no messages, which stay between the student and their
 * consultant.
 */
export function GuardianLayoutRoute() {
  const { t } = useTranslation('nav');
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const items: NavItem[] = [
    {
      to: paths.guardian.home,
      label: t('guardian.home'),
      icon: <IconUsers size={20} />,
      activeWhen: [paths.guardian.link],
    },
    {
      to: paths.account.privacy,
      label: t('guardian.privacy'),
      icon: <IconShieldLock size={20} />,
    },
  ];
  return (
    <DashboardLayout
      homeHref={paths.guardian.home}
      navLabel={t('guardian.label')}
      items={items}
      account={{
        email: user?.email ?? '',
        accountLabel: t('guardian.account'),
        onSignOut: signOut,
        isSigningOut,
      }}
    >
      <DeletionScheduledNotice />
      <Outlet />
    </DashboardLayout>
  );
}
