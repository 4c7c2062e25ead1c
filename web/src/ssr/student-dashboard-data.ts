// What a signed-in student's dashboard reads on its first render, by the URL the server answers it
// at (which is also its query key): the server inlines those answers into the page it renders
// (server/src/features/dashboard/dashboard-first-data.ts), and server-render.tsx reads them here
// exactly as the screens' queries read the fetched ones.
import {
  applicationsQueryKey,
  readApplications,
} from '../features/applications/student/api/get-applications.ts';
import {
  myApplicationQueryKey,
  readMyApplication,
} from '../features/applications/student/api/get-my-application.ts';
import { currentUserQueryKey, readCurrentUser } from '../features/auth/api/get-current-user.ts';
import {
  dashboardTodoQueryKey,
  readDashboardTodo,
} from '../features/dashboard/student/api/get-dashboard-todo.ts';
import {
  documentsQueryKey,
  readDocuments,
} from '../features/documents/student/api/get-documents.ts';
import {
  readUnreadCount,
  unreadCountQueryKey,
} from '../features/messages/student/api/get-unread-count.ts';
import { profileQueryKey, readProfile } from '../features/profile/api/get-profile.ts';
import { readGuardianAccess } from '../features/guardians/api/get-guardian-access.ts';
import { readGuardianConsentStatus } from '../features/guardians/api/get-guardian-consent-status.ts';
import {
  guardianAccessKey,
  guardianConsentStatusKey,
} from '../features/guardians/api/query-keys.ts';

interface FirstQuery {
  queryKey: readonly [string];
  read: (body: unknown) => unknown;
}

export const studentDashboardQueries: readonly FirstQuery[] = [
  { queryKey: currentUserQueryKey, read: readCurrentUser },
  { queryKey: profileQueryKey, read: readProfile },
  { queryKey: applicationsQueryKey, read: readApplications },
  { queryKey: myApplicationQueryKey, read: readMyApplication },
  { queryKey: documentsQueryKey, read: readDocuments },
  { queryKey: unreadCountQueryKey, read: readUnreadCount },
  { queryKey: dashboardTodoQueryKey, read: readDashboardTodo },
  { queryKey: guardianConsentStatusKey, read: readGuardianConsentStatus },
  { queryKey: guardianAccessKey, read: readGuardianAccess },
];

/** The answers' bodies by URL: `/api/auth/me`, `/api/user/profile`, ... */
export type FirstAnswers = Readonly<Record<string, unknown>>;

/** The URLs whose answers a dashboard render needs. */
export const studentDashboardUrls = studentDashboardQueries.map(({ queryKey }) => queryKey[0]);
