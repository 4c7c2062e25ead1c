// Route guards of spec §2: a spinner and no content while the session loads, /login for anonymous
// visitors on protected pages, /dashboard for signed-in non-admins on admin-only pages.
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { paths } from './paths.ts';

export function RequireSession({ adminOnly = false }: { adminOnly?: boolean }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth.login} replace />;
  if (adminOnly && user.role !== 'admin') return <Navigate to={paths.student.dashboard} replace />;
  return <Outlet />;
}
