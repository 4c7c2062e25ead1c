import { useApplications } from '../../../features/applications/student/api/get-applications.ts';
import { DocumentsView } from '../../../features/documents/student/components/documents-view.tsx';
import { paths } from '../../paths.ts';

/** /documents: the student's documents; the study paths decide whether uploading is open. */
export function StudentDocumentsRoute() {
  const studyPaths = useApplications();
  return (
    <DocumentsView
      studyPaths={studyPaths.data}
      areStudyPathsLoading={studyPaths.isPending}
      studyPathsHref={paths.student.applications}
    />
  );
}
