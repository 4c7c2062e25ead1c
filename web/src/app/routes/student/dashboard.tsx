import { useDeferredValue, useEffect } from 'react';
import { useApplications } from '../../../features/applications/student/api/get-applications.ts';
import { useMyApplication } from '../../../features/applications/student/api/get-my-application.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useDashboardTodo } from '../../../features/dashboard/student/api/get-dashboard-todo.ts';
import type { DashboardLinks } from '../../../features/dashboard/student/components/dashboard-links.ts';
import {
  DashboardLoadError,
  DashboardLoading,
} from '../../../features/dashboard/student/components/dashboard-query-state.tsx';
import {
  DashboardView,
  preloadStudyPathPicker,
} from '../../../features/dashboard/student/components/dashboard-view.tsx';
import { useDocuments } from '../../../features/documents/student/api/get-documents.ts';
import { useUnreadCount } from '../../../features/messages/student/api/get-unread-count.ts';
import { GuardianAccessCard, GuardianConsentCard } from '../../../features/guardians/index.ts';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { hrefs, paths } from '../../paths.ts';

const links: DashboardLinks = {
  profileEdit: paths.student.profileEdit,
  messages: paths.student.messages,
  documents: paths.student.documents,
  applications: paths.student.applications,
  applicationCreate: paths.student.applicationCreate,
  application: hrefs.application,
  applicationPayment: hrefs.applicationPayment,
};

/**
 * The student dashboard: the session, profile, study paths, documents, unread count and the To do
 * list (with whether this is the student's first sign-in).
 */
export function StudentDashboardRoute() {
  const { data: user } = useCurrentUser();
  const profile = useProfile();
  const applications = useApplications();
  const myApplication = useMyApplication();
  const documents = useDocuments();
  const unreadCount = useUnreadCount();
  const todo = useDashboardTodo();
  const queries = [profile, applications, myApplication, documents];
  const hasSeveralPaths = (applications.data?.length ?? 0) > 1;
  useEffect(() => {
    if (hasSeveralPaths) preloadStudyPathPicker();
  }, [hasSeveralPaths]);

  const isLoaded = Boolean(
    user &&
    profile.data &&
    applications.data &&
    !myApplication.isPending &&
    documents.data &&
    // The To do list is one part: if it fails, it says so in place and the rest still shows.
    (todo.data || todo.isError),
  );
  // The whole dashboard appears in a render React may pause, so a slow phone stays responsive
  // while it builds (decision 026): the spinner stays until that render is done.
  const showDashboard = useDeferredValue(isLoaded);

  if (queries.some((query) => query.isError)) {
    const retry = () =>
      queries.filter((query) => query.isError).forEach((query) => void query.refetch());
    return <DashboardLoadError onRetry={retry} />;
  }
  if (!showDashboard || !user || !profile.data || !applications.data || !documents.data) {
    return <DashboardLoading />;
  }
  return (
    <DashboardView
      email={user.email}
      legalFirstName={profile.data.legalFirstName}
      completionPercentage={profile.data.completionPercentage}
      studyPaths={applications.data}
      activeStudyPath={myApplication.data ?? null}
      documentCount={documents.data.length}
      unreadCount={unreadCount}
      todoItems={todo.data?.items ?? null}
      onTodoRetry={() => void todo.refetch()}
      isFirstSignIn={todo.data?.isFirstSignIn ?? false}
      links={links}
      guardianConsent={<GuardianConsentCard guardianEmailHref={hrefs.profileEditGuardian} />}
      guardianAccess={<GuardianAccessCard />}
    />
  );
}
