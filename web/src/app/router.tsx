// Every route of spec part 1 §2 and part 2 §2. Guards are layout routes: the student area needs a
// session, the admin area an admin; /admin/settings is admin-only but outside the admin layout.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { RequireSession } from './guards.tsx';
import { paths } from './paths.ts';
import { AdminLayoutRoute } from './routes/admin/admin-layout.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { ForgotPasswordRoute } from './routes/public/forgot-password.tsx';
import { LandingRoute } from './routes/public/landing.tsx';
import { LoginRoute } from './routes/public/login.tsx';
import { PrivacyPolicyRoute } from './routes/public/privacy-policy.tsx';
import { RegisterRoute } from './routes/public/register.tsx';
import { ResetPasswordSentRoute } from './routes/public/reset-password-sent.tsx';
import { ResetPasswordRoute } from './routes/public/reset-password.tsx';
import { TermsOfServiceRoute } from './routes/public/terms-of-service.tsx';
import { VerifyEmailSentRoute } from './routes/public/verify-email-sent.tsx';
import { VerifyEmailRoute } from './routes/public/verify-email.tsx';
import { RouteErrorRoute } from './routes/route-error.tsx';
import { StudentLayoutRoute } from './routes/student/student-layout.tsx';

/**
 * The student and admin screens load on first visit, so the landing and sign-in pages do not carry
 * the profile form's date pickers, phone metadata and country list.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

const publicRoutes: RouteObject[] = [
  { path: paths.home, element: <LandingRoute /> },
  { path: paths.auth.login, element: <LoginRoute /> },
  { path: paths.auth.register, element: <RegisterRoute /> },
  { path: paths.auth.verifyEmailSent, element: <VerifyEmailSentRoute /> },
  { path: paths.auth.verifyEmail, element: <VerifyEmailRoute /> },
  { path: paths.auth.forgotPassword, element: <ForgotPasswordRoute /> },
  { path: paths.auth.resetPasswordSent, element: <ResetPasswordSentRoute /> },
  { path: paths.auth.resetPassword, element: <ResetPasswordRoute /> },
  { path: paths.legal.termsOfService, element: <TermsOfServiceRoute /> },
  { path: paths.legal.privacyPolicy, element: <PrivacyPolicyRoute /> },
];

const studentRoutes: RouteObject[] = [
  {
    path: paths.student.dashboard,
    ...lazyPage(() => import('./routes/student/dashboard.tsx'), 'StudentDashboardRoute'),
  },
  {
    path: paths.student.profile,
    ...lazyPage(() => import('./routes/student/profile.tsx'), 'StudentProfileRoute'),
  },
  {
    path: paths.student.profileEdit,
    ...lazyPage(() => import('./routes/student/profile-edit.tsx'), 'StudentProfileEditRoute'),
  },
  {
    path: paths.student.documents,
    ...lazyPage(() => import('./routes/student/documents.tsx'), 'StudentDocumentsRoute'),
  },
  {
    path: paths.student.messages,
    ...lazyPage(() => import('./routes/student/messages.tsx'), 'StudentMessagesRoute'),
  },
  {
    path: paths.student.applications,
    ...lazyPage(() => import('./routes/student/applications.tsx'), 'StudentApplicationsRoute'),
  },
  {
    path: paths.student.applicationCreate,
    ...lazyPage(
      () => import('./routes/student/application-create.tsx'),
      'StudentApplicationCreateRoute',
    ),
  },
  {
    path: paths.student.application,
    ...lazyPage(() => import('./routes/student/application.tsx'), 'StudentApplicationRoute'),
  },
  {
    path: paths.student.applicationPayment,
    ...lazyPage(
      () => import('./routes/student/application-payment.tsx'),
      'StudentApplicationPaymentRoute',
    ),
  },
  {
    path: paths.student.preAdmission,
    ...lazyPage(() => import('./routes/student/pre-admission.tsx'), 'StudentPreAdmissionRoute'),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    ...lazyPage(() => import('./routes/admin/dashboard.tsx'), 'AdminDashboardRoute'),
  },
  {
    path: paths.admin.applications,
    ...lazyPage(() => import('./routes/admin/applications.tsx'), 'AdminApplicationsRoute'),
  },
  {
    path: paths.admin.application,
    ...lazyPage(() => import('./routes/admin/application.tsx'), 'AdminApplicationRoute'),
  },
  {
    path: paths.admin.users,
    ...lazyPage(() => import('./routes/admin/users.tsx'), 'AdminUsersRoute'),
  },
  {
    path: paths.admin.documents,
    ...lazyPage(() => import('./routes/admin/documents.tsx'), 'AdminDocumentsRoute'),
  },
  {
    path: paths.admin.messages,
    ...lazyPage(() => import('./routes/admin/messages.tsx'), 'AdminMessagesRoute'),
  },
  {
    path: paths.admin.infoRequests,
    ...lazyPage(() => import('./routes/admin/info-requests.tsx'), 'AdminInfoRequestsRoute'),
  },
  {
    path: paths.admin.audit,
    ...lazyPage(() => import('./routes/admin/audit.tsx'), 'AdminAuditRoute'),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorRoute />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...publicRoutes,
      {
        element: <RequireSession />,
        children: [{ element: <StudentLayoutRoute />, children: studentRoutes }],
      },
      {
        element: <RequireSession adminOnly />,
        children: [
          { element: <AdminLayoutRoute />, children: adminRoutes },
          {
            path: paths.admin.settings,
            ...lazyPage(() => import('./routes/admin/settings.tsx'), 'AdminSettingsRoute'),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
