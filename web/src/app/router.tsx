// Every route of spec part 1 §2 and part 2 §2. Guards are layout routes: the student area needs a
// student (an admin goes to /admin), the admin area an admin (a student goes to /dashboard);
// /admin/settings is admin-only but outside the admin layout.
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { loadLazyNamespaces, type LazyLocaleGroup } from '../lib/i18n.ts';
import { RequireSession } from './guards.tsx';
import { DocumentTitle, type PageTitleKey, type RouteHandle } from './page-title.tsx';
import { paths } from './paths.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { LandingRoute } from './routes/public/landing.tsx';
import { RouteErrorRoute } from './routes/route-error.tsx';

/**
 * Every screen but the landing page (and 404) loads on first visit: the landing page is what most
 * visitors see first, on any connection, so it carries neither the forms (zod, @mantine/form), the
 * student and admin layouts, nor the profile form's date pickers, phone metadata and country list
 * (decision 016).
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  locales: LazyLocaleGroup[],
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      // The screen's texts arrive with it (lib/lazy-locales/), never after its first render.
      const [page] = await Promise.all([load(), ...locales.map(loadLazyNamespaces)]);
      return { Component: page[name] };
    },
  };
}

/** The namespace groups of each area's screens (lib/lazy-locales/). */
const authTexts: LazyLocaleGroup[] = ['auth'];
const legalTexts: LazyLocaleGroup[] = ['legal'];
const studentTexts: LazyLocaleGroup[] = ['student'];
const adminTexts: LazyLocaleGroup[] = ['student', 'admin'];

const title = (key: PageTitleKey): RouteHandle => ({ title: key });

const publicRoutes: RouteObject[] = [
  { path: paths.home, handle: title('home'), element: <LandingRoute /> },
  {
    path: paths.auth.login,
    handle: title('login'),
    ...lazyPage(() => import('./routes/public/login.tsx'), 'LoginRoute', authTexts),
  },
  {
    path: paths.auth.register,
    handle: title('register'),
    ...lazyPage(() => import('./routes/public/register.tsx'), 'RegisterRoute', authTexts),
  },
  {
    path: paths.auth.verifyEmailSent,
    handle: title('verifyEmailSent'),
    ...lazyPage(
      () => import('./routes/public/verify-email-sent.tsx'),
      'VerifyEmailSentRoute',
      authTexts,
    ),
  },
  {
    path: paths.auth.verifyEmail,
    handle: title('verifyEmail'),
    ...lazyPage(() => import('./routes/public/verify-email.tsx'), 'VerifyEmailRoute', authTexts),
  },
  {
    path: paths.auth.forgotPassword,
    handle: title('forgotPassword'),
    ...lazyPage(
      () => import('./routes/public/forgot-password.tsx'),
      'ForgotPasswordRoute',
      authTexts,
    ),
  },
  {
    path: paths.auth.resetPasswordSent,
    handle: title('resetPasswordSent'),
    ...lazyPage(
      () => import('./routes/public/reset-password-sent.tsx'),
      'ResetPasswordSentRoute',
      authTexts,
    ),
  },
  {
    path: paths.auth.resetPassword,
    handle: title('resetPassword'),
    ...lazyPage(
      () => import('./routes/public/reset-password.tsx'),
      'ResetPasswordRoute',
      authTexts,
    ),
  },
  {
    path: paths.legal.termsOfService,
    handle: title('termsOfService'),
    ...lazyPage(
      () => import('./routes/public/terms-of-service.tsx'),
      'TermsOfServiceRoute',
      legalTexts,
    ),
  },
  {
    path: paths.legal.privacyPolicy,
    handle: title('privacyPolicy'),
    ...lazyPage(
      () => import('./routes/public/privacy-policy.tsx'),
      'PrivacyPolicyRoute',
      legalTexts,
    ),
  },
];

const studentRoutes: RouteObject[] = [
  {
    path: paths.student.dashboard,
    handle: title('dashboard'),
    ...lazyPage(
      () => import('./routes/student/dashboard.tsx'),
      'StudentDashboardRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.profile,
    handle: title('profile'),
    ...lazyPage(() => import('./routes/student/profile.tsx'), 'StudentProfileRoute', studentTexts),
  },
  {
    path: paths.student.profileEdit,
    handle: title('profileEdit'),
    ...lazyPage(
      () => import('./routes/student/profile-edit.tsx'),
      'StudentProfileEditRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.documents,
    handle: title('documents'),
    ...lazyPage(
      () => import('./routes/student/documents.tsx'),
      'StudentDocumentsRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.messages,
    handle: title('messages'),
    ...lazyPage(
      () => import('./routes/student/messages.tsx'),
      'StudentMessagesRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.applications,
    handle: title('applications'),
    ...lazyPage(
      () => import('./routes/student/applications.tsx'),
      'StudentApplicationsRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.applicationCreate,
    handle: title('applicationCreate'),
    ...lazyPage(
      () => import('./routes/student/application-create.tsx'),
      'StudentApplicationCreateRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.application,
    handle: title('application'),
    ...lazyPage(
      () => import('./routes/student/application.tsx'),
      'StudentApplicationRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.applicationPayment,
    handle: title('applicationPayment'),
    ...lazyPage(
      () => import('./routes/student/application-payment.tsx'),
      'StudentApplicationPaymentRoute',
      studentTexts,
    ),
  },
  {
    path: paths.student.preAdmission,
    handle: title('preAdmission'),
    ...lazyPage(
      () => import('./routes/student/pre-admission.tsx'),
      'StudentPreAdmissionRoute',
      studentTexts,
    ),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    handle: title('adminDashboard'),
    ...lazyPage(() => import('./routes/admin/dashboard.tsx'), 'AdminDashboardRoute', adminTexts),
  },
  {
    path: paths.admin.applications,
    handle: title('adminApplications'),
    ...lazyPage(
      () => import('./routes/admin/applications.tsx'),
      'AdminApplicationsRoute',
      adminTexts,
    ),
  },
  {
    path: paths.admin.application,
    handle: title('adminApplication'),
    ...lazyPage(
      () => import('./routes/admin/application.tsx'),
      'AdminApplicationRoute',
      adminTexts,
    ),
  },
  {
    path: paths.admin.users,
    handle: title('adminUsers'),
    ...lazyPage(() => import('./routes/admin/users.tsx'), 'AdminUsersRoute', adminTexts),
  },
  {
    path: paths.admin.documents,
    handle: title('adminDocuments'),
    ...lazyPage(() => import('./routes/admin/documents.tsx'), 'AdminDocumentsRoute', adminTexts),
  },
  {
    path: paths.admin.messages,
    handle: title('adminMessages'),
    ...lazyPage(() => import('./routes/admin/messages.tsx'), 'AdminMessagesRoute', adminTexts),
  },
  {
    path: paths.admin.infoRequests,
    handle: title('adminInfoRequests'),
    ...lazyPage(
      () => import('./routes/admin/info-requests.tsx'),
      'AdminInfoRequestsRoute',
      adminTexts,
    ),
  },
  {
    path: paths.admin.audit,
    handle: title('adminAudit'),
    ...lazyPage(() => import('./routes/admin/audit.tsx'), 'AdminAuditRoute', adminTexts),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
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
            ...lazyPage(
              () => import('./routes/student/student-layout.tsx'),
              'StudentLayoutRoute',
              studentTexts,
            ),
            children: studentRoutes,
          },
        ],
      },
      {
        element: <RequireSession role="admin" />,
        children: [
          {
            ...lazyPage(
              () => import('./routes/admin/admin-layout.tsx'),
              'AdminLayoutRoute',
              adminTexts,
            ),
            children: adminRoutes,
          },
          {
            path: paths.admin.settings,
            handle: title('adminSettings'),
            ...lazyPage(
              () => import('./routes/admin/settings.tsx'),
              'AdminSettingsRoute',
              adminTexts,
            ),
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
