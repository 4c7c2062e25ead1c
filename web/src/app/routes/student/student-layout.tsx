import {
  IconClipboardCheck,
  IconFiles,
  IconLayoutDashboard,
  IconMessages,
  IconRoute,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout.tsx';
import type { NavItem } from '../../../components/layouts/nav-links.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useUnreadCount } from '../../../features/messages/student/api/get-unread-count.ts';
// The file itself, not the feature's page: every student page's layout loads it.
import { DeletionScheduledNotice } from '../../../features/privacy/components/deletion-scheduled-notice.tsx';
import { paths } from '../../paths.ts';
import { useConsentRequiredNotice } from '../../use-consent-required-notice.tsx';
import { useLiveUpdates } from '../../use-live-updates.ts';
import { useSignOut } from '../../use-sign-out.ts';

/** The student area: sidebar entries of spec §2 with the unread badge on the advisor chat. */
export function StudentLayoutRoute() {
  const { t } = useTranslation('nav');
  const { data: user } = useCurrentUser();
  const unreadCount = useUnreadCount();
  const { signOut, isSigningOut } = useSignOut();
  useLiveUpdates();
  useConsentRequiredNotice();
  const items: NavItem[] = [
    {
      to: paths.student.dashboard,
      label: t('student.dashboard'),
      icon: <IconLayoutDashboard size={20} />,
    },
    { to: paths.student.profile, label: t('student.profile'), icon: <IconUser size={20} /> },
    {
      to: paths.student.applications,
      label: t('student.applications'),
      icon: <IconRoute size={20} />,
      activeWhen: [paths.student.application],
    },
    {
      to: paths.student.preAdmission,
      label: t('student.preAdmission'),
      icon: <IconClipboardCheck size={20} />,
    },
    { to: paths.student.documents, label: t('student.documents'), icon: <IconFiles size={20} /> },
    {
      to: paths.student.messages,
      label: t('student.messages'),
      icon: <IconMessages size={20} />,
      badge: { count: unreadCount, label: t('student.unreadMessages', { count: unreadCount }) },
    },
    {
      to: paths.account.privacy,
      label: t('student.privacy'),
      icon: <IconShieldLock size={20} />,
    },
  ];
  return (
    <DashboardLayout
      homeHref={paths.student.dashboard}
      navLabel={t('student.label')}
      items={items}
      account={{
        email: user?.email ?? '',
        accountLabel: t('student.account'),
        onSignOut: signOut,
        isSigningOut,
      }}
    >
      <DeletionScheduledNotice afterLiveStream />
      <Outlet />
    </DashboardLayout>
  );
}
