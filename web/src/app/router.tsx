// Every route of spec part 1 §2 and part 2 §2. Guards are layout routes: the student area needs a
// student (an admin goes to /admin), the admin area an admin (a student goes to /dashboard), the
// guardian area a guardian (issue 26; the others go home); the account's own pages (issue 30) a
// student or a guardian, each in their own area's layout; /admin/settings is admin-only but
// outside the admin layout.
import { defaultLanguage, landingPath, languages } from '@studypath/domain/i18n';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { loadLazyNamespaces, type LazyLocaleGroup } from '../lib/i18n.ts';
import { RequireSession } from './guards.tsx';
import { DocumentTitle, type PageTitleKey, type RouteHandle } from './page-title.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';
import { paths } from './paths.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { LandingRoute } from './routes/public/landing.tsx';
import { RouteErrorRoute } from './routes/route-error.tsx';

/** The modules of the lazily loaded screens and layouts, by their path from this file. */
const screens = import.meta.glob<Partial<Record<string, ComponentType>>>([
  './routes/{public,student,admin,guardian,account}/*.tsx',
  '!./routes/public/landing.tsx',
  '!./routes/**/*.test.tsx',
]);

/** What a lazy route loads: its module (a path from this file) and its locale groups. */
export interface LazyRouteSources {
  module: string;
  locales: LazyLocaleGroup[];
}

const lazySources = new WeakMap<object, LazyRouteSources>();

/**
 * What `route` loads lazily, for the build (ssr/prerender.tsx, scripts/ssr/prerender-web.ts), which
 * lets a page that starts on this route request those files beside the app's own (decision 026).
 */
export function lazyRouteSources(route: RouteObject): LazyRouteSources | undefined {
  return typeof route.lazy === 'function' ? lazySources.get(route.lazy) : undefined;
}

/**
 * Every screen but the landing page (and 404) loads on first visit: the landing page is what most
 * visitors see first, on any connection, so it carries neither the forms (zod, @mantine/form), the
 * student and admin layouts, nor the profile form's date pickers, phone metadata and country list
 * (decision 016). `module` is the screen's file, `name` the component it exports.
 */
function lazyPage(
  module: string,
  name: string,
  locales: LazyLocaleGroup[],
): Pick<RouteObject, 'lazy'> {
  const load = screens[module];
  if (!load) throw new Error(`No screen module ${module} under app/routes`);
  const lazy = async () => {
    // The screen's texts arrive with it (lib/lazy-locales/), never after its first render.
    const [page] = await Promise.all([load(), ...locales.map(loadLazyNamespaces)]);
    const Component = page[name];
    if (!Component) throw new Error(`${module} exports no ${name}`);
    return { Component };
  };
  lazySources.set(lazy, { module, locales });
  return { lazy };
}

/** The namespace groups of each area's screens (lib/lazy-locales/), with the refusals' texts. */
const authTexts: LazyLocaleGroup[] = ['auth', 'refusals'];
const legalTexts: LazyLocaleGroup[] = ['legal'];
const guardianTexts: LazyLocaleGroup[] = ['guardians', 'refusals'];
const studentTexts: LazyLocaleGroup[] = ['student', 'guardians', 'refusals'];
const adminTexts: LazyLocaleGroup[] = ['student', 'admin', 'guardians', 'refusals'];
/** The account's own pages sit in either area's layout, so they load both areas' texts. */
const accountTexts: LazyLocaleGroup[] = ['student', 'guardians', 'refusals'];

const title = (key: PageTitleKey): RouteHandle => ({ title: key });

const publicRoutes: RouteObject[] = [
  { path: paths.home, handle: title('home'), element: <LandingRoute /> },
  // The landing page in every other language at its own address (/fr), prerendered too.
  ...languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => ({
      path: landingPath(language),
      handle: title('home'),
      element: <LandingRoute />,
    })),
  {
    path: paths.auth.login,
    handle: title('login'),
    ...lazyPage('./routes/public/login.tsx', 'LoginRoute', authTexts),
  },
  {
    path: paths.auth.register,
    handle: title('register'),
    ...lazyPage('./routes/public/register.tsx', 'RegisterRoute', authTexts),
  },
  {
    path: paths.auth.verifyEmailSent,
    handle: title('verifyEmailSent'),
    ...lazyPage('./routes/public/verify-email-sent.tsx', 'VerifyEmailSentRoute', authTexts),
  },
  {
    path: paths.auth.verifyEmail,
    handle: title('verifyEmail'),
    ...lazyPage('./routes/public/verify-email.tsx', 'VerifyEmailRoute', authTexts),
  },
  {
    path: paths.auth.forgotPassword,
    handle: title('forgotPassword'),
    ...lazyPage('./routes/public/forgot-password.tsx', 'ForgotPasswordRoute', authTexts),
  },
  {
    path: paths.auth.resetPasswordSent,
    handle: title('resetPasswordSent'),
    ...lazyPage('./routes/public/reset-password-sent.tsx', 'ResetPasswordSentRoute', authTexts),
  },
  {
    path: paths.auth.resetPassword,
    handle: title('resetPassword'),
    ...lazyPage('./routes/public/reset-password.tsx', 'ResetPasswordRoute', authTexts),
  },
  {
    path: paths.legal.termsOfService,
    handle: title('termsOfService'),
    ...lazyPage('./routes/public/terms-of-service.tsx', 'TermsOfServiceRoute', legalTexts),
  },
  {
    path: paths.legal.privacyPolicy,
    handle: title('privacyPolicy'),
    ...lazyPage('./routes/public/privacy-policy.tsx', 'PrivacyPolicyRoute', legalTexts),
  },
  {
    path: paths.guardian.consent,
    handle: title('guardianConsent'),
    ...lazyPage('./routes/public/guardian-consent.tsx', 'GuardianConsentRoute', guardianTexts),
  },
];

const studentRoutes: RouteObject[] = [
  {
    path: paths.student.dashboard,
    handle: title('dashboard'),
    ...lazyPage('./routes/student/dashboard.tsx', 'StudentDashboardRoute', studentTexts),
  },
  {
    path: paths.student.profile,
    handle: title('profile'),
    ...lazyPage('./routes/student/profile.tsx', 'StudentProfileRoute', studentTexts),
  },
  {
    path: paths.student.profileEdit,
    handle: title('profileEdit'),
    ...lazyPage('./routes/student/profile-edit.tsx', 'StudentProfileEditRoute', studentTexts),
  },
  {
    path: paths.student.documents,
    handle: title('documents'),
    ...lazyPage('./routes/student/documents.tsx', 'StudentDocumentsRoute', studentTexts),
  },
  {
    path: paths.student.messages,
    handle: title('messages'),
    ...lazyPage('./routes/student/messages.tsx', 'StudentMessagesRoute', studentTexts),
  },
  {
    path: paths.student.applications,
    handle: title('applications'),
    ...lazyPage('./routes/student/applications.tsx', 'StudentApplicationsRoute', studentTexts),
  },
  {
    path: paths.student.applicationCreate,
    handle: title('applicationCreate'),
    ...lazyPage(
      './routes/student/application-create.tsx',
      'StudentApplicationCreateRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.application,
    handle: title('application'),
    ...lazyPage('./routes/student/application.tsx', 'StudentApplicationRoute', studentTexts),
  },
  {
    path: paths.student.applicationPayment,
    handle: title('applicationPayment'),
    ...lazyPage(
      './routes/student/application-payment.tsx',
      'StudentApplicationPaymentRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.preAdmission,
    handle: title('preAdmission'),
    ...lazyPage('./routes/student/pre-admission.tsx', 'StudentPreAdmissionRoute', studentTexts),
  },
];

const guardianRoutes: RouteObject[] = [
  {
    path: paths.guardian.home,
    handle: title('guardianHome'),
    ...lazyPage('./routes/guardian/home.tsx', 'GuardianHomeRoute', guardianTexts),
  },
  {
    path: paths.guardian.link,
    handle: title('guardianLink'),
    ...lazyPage('./routes/guardian/link.tsx', 'GuardianLinkRoute', guardianTexts),
  },
];

const accountRoutes: RouteObject[] = [
  {
    path: paths.account.privacy,
    handle: title('privacy'),
    ...lazyPage('./routes/account/privacy.tsx', 'PrivacyRoute', accountTexts),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    handle: title('adminDashboard'),
    ...lazyPage('./routes/admin/dashboard.tsx', 'AdminDashboardRoute', adminTexts),
  },
  {
    path: paths.admin.applications,
    handle: title('adminApplications'),
    ...lazyPage('./routes/admin/applications.tsx', 'AdminApplicationsRoute', adminTexts),
  },
  {
    path: paths.admin.application,
    handle: title('adminApplication'),
    ...lazyPage('./routes/admin/application.tsx', 'AdminApplicationRoute', adminTexts),
  },
  {
    path: paths.admin.users,
    handle: title('adminUsers'),
    ...lazyPage('./routes/admin/users.tsx', 'AdminUsersRoute', adminTexts),
  },
  {
    path: paths.admin.documents,
    handle: title('adminDocuments'),
    ...lazyPage('./routes/admin/documents.tsx', 'AdminDocumentsRoute', adminTexts),
  },
  {
    path: paths.admin.messages,
    handle: title('adminMessages'),
    ...lazyPage('./routes/admin/messages.tsx', 'AdminMessagesRoute', adminTexts),
  },
  {
    path: paths.admin.infoRequests,
    handle: title('adminInfoRequests'),
    ...lazyPage('./routes/admin/info-requests.tsx', 'AdminInfoRequestsRoute', adminTexts),
  },
  {
    path: paths.admin.audit,
    handle: title('adminAudit'),
    ...lazyPage('./routes/admin/audit.tsx', 'AdminAuditRoute', adminTexts),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <SignedOutNotice />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorRoute />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...publicRoutes,
      {
        element: <RequireSession role="student" />,
        children: [
          {
            ...lazyPage('./routes/student/student-layout.tsx', 'StudentLayoutRoute', studentTexts),
            children: studentRoutes,
          },
        ],
      },
      {
        element: <RequireSession role="guardian" />,
        children: [
          {
            ...lazyPage(
              './routes/guardian/guardian-layout.tsx',
              'GuardianLayoutRoute',
              guardianTexts,
            ),
            children: guardianRoutes,
          },
        ],
      },
      {
        // Students and guardians: each sees these pages in their own area's layout.
        element: <RequireSession role={['student', 'guardian']} />,
        children: [
          {
            ...lazyPage('./routes/account/account-layout.tsx', 'AccountLayoutRoute', accountTexts),
            children: accountRoutes,
          },
        ],
      },
      {
        element: <RequireSession role="admin" />,
        children: [
          {
            ...lazyPage('./routes/admin/admin-layout.tsx', 'AdminLayoutRoute', adminTexts),
            children: adminRoutes,
          },
          {
            path: paths.admin.settings,
            handle: title('adminSettings'),
            ...lazyPage('./routes/admin/settings.tsx', 'AdminSettingsRoute', adminTexts),
          },
        ],
      },
      { path: '*', handle: title('notFound'), element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
