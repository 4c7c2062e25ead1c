import { useApplications } from '../../../features/applications/student/api/get-applications.ts';
import { StudyPathsView } from '../../../features/applications/student/components/list/study-paths-view.tsx';
import { useStudyPathPolling } from '../../../features/applications/student/lib/refresh-intervals.ts';
import { hrefs, paths } from '../../paths.ts';

/** Study Paths: the student's paths, refreshed every 10 s like the paths themselves (part 2 §9). */
export function StudentApplicationsRoute() {
  const { refetchInterval } = useStudyPathPolling();
  const applications = useApplications({ refetchInterval });
  return (
    <StudyPathsView
      paths={applications.data}
      loadFailed={applications.isError}
      onRetry={() => void applications.refetch()}
      createHref={paths.student.applicationCreate}
      applicationHref={hrefs.application}
      messageConsultantHref={hrefs.newMessage}
    />
  );
}
