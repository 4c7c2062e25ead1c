import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { GuardianConsentPanel } from '../../../features/guardians/index.ts';
import { UserList } from '../../../features/users/components/user-list.tsx';
import { hrefs } from '../../paths.ts';

const links = { application: hrefs.adminApplication };

const guardianConsent = (userId: string) => (
  <GuardianConsentPanel userId={userId} headingOrder={3} />
);

/** The consultant's Users (part 2 §2 "/admin/users"). */
export function AdminUsersRoute() {
  const { data: user } = useCurrentUser();
  return (
    <UserList currentUserId={user?.id ?? null} links={links} guardianConsent={guardianConsent} />
  );
}
