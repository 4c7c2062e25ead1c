import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { LandingPage } from '../../../features/landing/components/landing-page.tsx';
import { homeFor, paths } from '../../paths.ts';

export function LandingRoute() {
  const { data: user } = useCurrentUser();
  return (
    <LandingPage
      links={{
        home: paths.home,
        login: paths.auth.login,
        register: paths.auth.register,
        dashboard: user ? homeFor(user) : null,
        termsOfService: paths.legal.termsOfService,
        privacyPolicy: paths.legal.privacyPolicy,
      }}
    />
  );
}
