import { AdminDashboard } from '../../../features/dashboard/admin/components/admin-dashboard.tsx';
import { hrefs, paths } from '../../paths.ts';

const links = {
  applications: paths.admin.applications,
  users: paths.admin.users,
  documents: paths.admin.documents,
  infoRequests: paths.admin.infoRequests,
  application: hrefs.adminApplication,
  messagesWithStudent: hrefs.adminMessagesWithStudent,
  usersSearch: hrefs.adminUsersSearch,
};

/** The consultants' dashboard (part 2 §2 "/admin dashboard"). */
export function AdminDashboardRoute() {
  return <AdminDashboard links={links} />;
}
