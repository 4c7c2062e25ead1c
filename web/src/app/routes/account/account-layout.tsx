import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';

// Loaded as they are for their own areas (each its own chunk): a static import here would fold a
// layout into this module's chunk, and the build's preload table names the layouts' own chunks.
const StudentLayoutRoute = lazy(async () => ({
  default: (await import('../student/student-layout.tsx')).StudentLayoutRoute,
}));
const GuardianLayoutRoute = lazy(async () => ({
  default: (await import('../guardian/guardian-layout.tsx')).GuardianLayoutRoute,
}));

/**
 * The account's own pages (issue 30: Privacy & data) belong to students and guardians alike: each
 * reads them inside their own area, with its navigation. The guard above let only those two in.
 */
export function AccountLayoutRoute() {
  const { data: user } = useCurrentUser();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {user?.role === 'guardian' ? <GuardianLayoutRoute /> : <StudentLayoutRoute />}
    </Suspense>
  );
}
