import {
  IconFiles,
  IconHistory,
  IconLayoutDashboard,
  IconMessageQuestion,
  IconMessages,
  IconRoute,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout.tsx';
import type { NavItem } from '../../../components/layouts/nav-links.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useMyCounts } from '../../../features/team/admin/api/get-my-counts.ts';
import { paths } from '../../paths.ts';
import { useLiveUpdates } from '../../use-live-updates.ts';
import { useSignOut } from '../../use-sign-out.ts';

/**
 * The admin area under the 'Admin Panel' header, entries of spec §2; beside the four lists, what
 * waits on the signed-in consultant (issue 29).
 */
export function AdminLayoutRoute() {
  const { t } = useTranslation('nav');
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const counts = useMyCounts();
  const waiting = (count: number) => ({ count, label: t('admin.waitingOnYou', { count }) });
  useLiveUpdates();
  const items: NavItem[] = [
    {
      to: paths.admin.dashboard,
      label: t('admin.dashboard'),
      icon: <IconLayoutDashboard size={20} />,
      end: true,
    },
    {
      to: paths.admin.applications,
      label: t('admin.applications'),
      icon: <IconRoute size={20} />,
      badge: waiting(counts.applications),
    },
    { to: paths.admin.users, label: t('admin.users'), icon: <IconUsers size={20} /> },
    {
      to: paths.admin.documents,
      label: t('admin.documents'),
      icon: <IconFiles size={20} />,
      badge: waiting(counts.documents),
    },
    {
      to: paths.admin.messages,
      label: t('admin.messages'),
      icon: <IconMessages size={20} />,
      badge: waiting(counts.messages),
    },
    {
      to: paths.admin.infoRequests,
      label: t('admin.infoRequests'),
      icon: <IconMessageQuestion size={20} />,
      badge: waiting(counts.infoRequests),
    },
    { to: paths.admin.audit, label: t('admin.audit'), icon: <IconHistory size={20} /> },
    { to: paths.admin.settings, label: t('admin.settings'), icon: <IconSettings size={20} /> },
  ];
  return (
    <DashboardLayout
      homeHref={paths.admin.dashboard}
      title={t('admin.title')}
      navLabel={t('admin.label')}
      items={items}
      account={{
        email: user?.email ?? '',
        accountLabel: t('admin.account'),
        onSignOut: signOut,
        isSigningOut,
      }}
    >
      <Outlet />
    </DashboardLayout>
  );
}
