// The only place route URLs are written (spec part 1 §2, part 2 §2). Patterns with parameters
// come with an href builder so that no screen assembles a URL by hand.
import { generatePath } from 'react-router';

export const paths = {
  home: '/',
  auth: {
    login: '/login',
    register: '/register',
    verifyEmailSent: '/verify-email-sent',
    verifyEmail: '/verify-email',
    forgotPassword: '/forgot-password',
    resetPasswordSent: '/reset-password-sent',
    resetPassword: '/reset-password',
  },
  guardian: {
    /** The page a guardian opens from the consent email (issue 26): public, with `?token=`. */
    consent: '/guardian/consent',
    /** A guardian's area: their linked students, one at a time (`?student=<id>`). */
    home: '/guardian',
    /** Links the student of a consented link (`?token=`) to the signed-in guardian. */
    link: '/guardian/link',
  },
  /** The account's own pages, for students and guardians alike (issue 30). */
  account: {
    privacy: '/account/privacy',
  },
  legal: {
    termsOfService: '/terms-of-service',
    privacyPolicy: '/privacy-policy',
  },
  student: {
    dashboard: '/dashboard',
    profile: '/profile',
    profileEdit: '/profile/edit',
    documents: '/documents',
    messages: '/messages',
    applications: '/applications',
    applicationCreate: '/applications/create',
    application: '/application/:id',
    applicationPayment: '/application/:id/payment',
    preAdmission: '/pre-admission',
  },
  admin: {
    dashboard: '/admin',
    applications: '/admin/applications',
    application: '/admin/applications/:id',
    users: '/admin/users',
    documents: '/admin/documents',
    messages: '/admin/messages',
    infoRequests: '/admin/info-requests',
    audit: '/admin/audit',
    settings: '/admin/settings',
  },
} as const;

export const hrefs = {
  application: (id: string) => generatePath(paths.student.application, { id }),
  applicationPayment: (id: string) => generatePath(paths.student.applicationPayment, { id }),
  /** Where the payment screen returns after a package is paid or activated (part 2 §4). */
  applicationPaymentSuccess: (id: string) => `${hrefs.application(id)}?payment=success`,
  /** Messages with the new-conversation form open (?new=1). */
  newMessage: `${paths.student.messages}?new=1`,
  /** The profile form opened on its Guardian tab (the dashboard's consent card). */
  profileEditGuardian: `${paths.student.profileEdit}?tab=guardian`,
  /** The guardian's area showing one of their students. */
  guardianStudent: (studentId: string) =>
    `${paths.guardian.home}?${new URLSearchParams({ student: studentId }).toString()}`,
  /** Where an existing account links the student of a consented link, once signed in. */
  guardianLink: (token: string) =>
    `${paths.guardian.link}?${new URLSearchParams({ token }).toString()}`,
  /** Sign-in that returns to `next` (a same-origin path; login reads it with safeReturnPath). */
  loginReturningTo: (next: string) =>
    `${paths.auth.login}?${new URLSearchParams({ next }).toString()}`,
  adminApplication: (id: string) => generatePath(paths.admin.application, { id }),
  /** Admin Messages opening (or starting) the thread with one student (part 2 §2). */
  adminMessagesWithStudent: (userId: string) =>
    `${paths.admin.messages}?${new URLSearchParams({ student: userId }).toString()}`,
  /**
   * Admin Users searched for one e-mail: the Users screen has no address that opens a user's
   * dialog, so a link to a student (the dashboard's consent entry) lists them alone.
   */
  adminUsersSearch: (email: string) =>
    `${paths.admin.users}?${new URLSearchParams({ search: email }).toString()}`,
};

/**
 * Where a signed-in user belongs: admins to /admin, guardians to /guardian (issue 26), everyone
 * else to /dashboard (spec §6).
 */
export function homeFor(user: { role: string }): string {
  if (user.role === 'admin') return paths.admin.dashboard;
  if (user.role === 'guardian') return paths.guardian.home;
  return paths.student.dashboard;
}

/**
 * A `?next=` to return to after sign-in, kept only when it is a path of this site: a link from an
 * email must not be able to send someone elsewhere once signed in (an open redirect).
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const base = 'https://studypath.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
