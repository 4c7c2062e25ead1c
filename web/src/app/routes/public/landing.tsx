import { languageOfLandingPath, landingPath } from '@studypath/domain/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { LandingPage } from '../../../features/landing/components/landing-page.tsx';
import { currentLanguage, setLanguage } from '../../../lib/i18n.ts';
import { writeLanguageCookie } from '../../../lib/language-cookie.ts';
import { homeFor, paths } from '../../paths.ts';

/**
 * The landing page, at / in English and /fr in French (issue 27): its address decides its
 * language, so a shared or indexed link always opens in the language it names, and opening it is
 * a visitor's choice (kept in the cookie).
 */
export function LandingRoute() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const language = languageOfLandingPath(pathname);
  useEffect(() => {
    if (language && language !== currentLanguage()) {
      writeLanguageCookie(language);
      void setLanguage(language);
    }
  }, [language]);
  return (
    <LandingPage
      links={{
        home: pathname,
        homeOf: landingPath,
        login: paths.auth.login,
        register: paths.auth.register,
        dashboard: user ? homeFor(user) : null,
        termsOfService: paths.legal.termsOfService,
        privacyPolicy: paths.legal.privacyPolicy,
      }}
    />
  );
}
