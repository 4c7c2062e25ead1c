import { useNavigate } from 'react-router';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import {
  ProfileLoadError,
  ProfileLoading,
} from '../../../features/profile/components/profile-query-state.tsx';
import { paths } from '../../paths.ts';

export function StudentProfileEditRoute() {
  const navigate = useNavigate();
  const profile = useProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  return (
    <ProfileForm
      profile={profile.data}
      dashboardHref={paths.student.dashboard}
      onCompleted={() => void navigate(paths.student.dashboard)}
    />
  );
}
