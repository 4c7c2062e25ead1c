import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import {
  ProfileLoadError,
  ProfileLoading,
} from '../../../features/profile/components/profile-query-state.tsx';
import { readProfileTab } from '../../../features/profile/lib/profile-tabs.ts';
import { paths } from '../../paths.ts';

export function StudentProfileEditRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const profile = useProfile();
  // The session guard renders this page only with a user; the check keeps the types honest.
  if (profile.isPending || !user) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  return (
    <ProfileForm
      profile={profile.data}
      draftOwner={user.id}
      dashboardHref={paths.student.dashboard}
      initialTab={readProfileTab(searchParams.get('tab'))}
      onCompleted={() => void navigate(paths.student.dashboard)}
    />
  );
}
