import { useProfile } from '../../../features/profile/api/get-profile.ts';
import {
  ProfileLoadError,
  ProfileLoading,
} from '../../../features/profile/components/profile-query-state.tsx';
import { ProfileView } from '../../../features/profile/components/profile-view.tsx';
import { paths } from '../../paths.ts';

export function StudentProfileRoute() {
  const profile = useProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  return <ProfileView profile={profile.data} editHref={paths.student.profileEdit} />;
}
