// Every route of spec part 1 §2 and part 2 §2. Guards are layout routes: the student area needs a
// session, the admin area an admin; /admin/settings is admin-only but outside the admin layout.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from './guards.tsx';
import { paths } from './paths.ts';
import { AdminLayoutRoute } from './routes/admin/admin-layout.tsx';
import { AdminApplicationRoute } from './routes/admin/application.tsx';
import { AdminApplicationsRoute } from './routes/admin/applications.tsx';
import { AdminAuditRoute } from './routes/admin/audit.tsx';
import { AdminDashboardRoute } from './routes/admin/dashboard.tsx';
import { AdminDocumentsRoute } from './routes/admin/documents.tsx';
import { AdminInfoRequestsRoute } from './routes/admin/info-requests.tsx';
import { AdminMessagesRoute } from './routes/admin/messages.tsx';
import { AdminSettingsRoute } from './routes/admin/settings.tsx';
import { AdminUsersRoute } from './routes/admin/users.tsx';
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
import { StudentApplicationCreateRoute } from './routes/student/application-create.tsx';
import { StudentApplicationPaymentRoute } from './routes/student/application-payment.tsx';
import { StudentApplicationRoute } from './routes/student/application.tsx';
import { StudentApplicationsRoute } from './routes/student/applications.tsx';
import { StudentDashboardRoute } from './routes/student/dashboard.tsx';
import { StudentDocumentsRoute } from './routes/student/documents.tsx';
import { StudentMessagesRoute } from './routes/student/messages.tsx';
import { StudentPreAdmissionRoute } from './routes/student/pre-admission.tsx';
import { StudentProfileEditRoute } from './routes/student/profile-edit.tsx';
import { StudentProfileRoute } from './routes/student/profile.tsx';
import { StudentLayoutRoute } from './routes/student/student-layout.tsx';

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
  { path: paths.student.dashboard, element: <StudentDashboardRoute /> },
  { path: paths.student.profile, element: <StudentProfileRoute /> },
  { path: paths.student.profileEdit, element: <StudentProfileEditRoute /> },
  { path: paths.student.documents, element: <StudentDocumentsRoute /> },
  { path: paths.student.messages, element: <StudentMessagesRoute /> },
  { path: paths.student.applications, element: <StudentApplicationsRoute /> },
  { path: paths.student.applicationCreate, element: <StudentApplicationCreateRoute /> },
  { path: paths.student.application, element: <StudentApplicationRoute /> },
  { path: paths.student.applicationPayment, element: <StudentApplicationPaymentRoute /> },
  { path: paths.student.preAdmission, element: <StudentPreAdmissionRoute /> },
];

const adminRoutes: RouteObject[] = [
  { path: paths.admin.dashboard, element: <AdminDashboardRoute /> },
  { path: paths.admin.applications, element: <AdminApplicationsRoute /> },
  { path: paths.admin.application, element: <AdminApplicationRoute /> },
  { path: paths.admin.users, element: <AdminUsersRoute /> },
  { path: paths.admin.documents, element: <AdminDocumentsRoute /> },
  { path: paths.admin.messages, element: <AdminMessagesRoute /> },
  { path: paths.admin.infoRequests, element: <AdminInfoRequestsRoute /> },
  { path: paths.admin.audit, element: <AdminAuditRoute /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorRoute />,
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
          { path: paths.admin.settings, element: <AdminSettingsRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
