import { useSearchParams } from 'react-router';
import { GuardianLinkPage } from '../../../features/guardians/components/guardian-link-page.tsx';
import { hrefs, paths } from '../../paths.ts';

/** /guardian/link?token=: links the student of a consented link to the signed-in guardian. */
export function GuardianLinkRoute() {
  const token = useSearchParams()[0].get('token');
  return (
    <GuardianLinkPage
      key={token}
      token={token}
      homeHref={paths.guardian.home}
      studentHref={hrefs.guardianStudent}
    />
  );
}
