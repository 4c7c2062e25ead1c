import { useParams } from 'react-router';
import { useApplication } from '../../../features/applications/api/get-application.ts';
import { useApplicationDocuments } from '../../../features/applications/api/get-application-documents.ts';
import { useApplicationPrograms } from '../../../features/applications/api/get-application-programs.ts';
import { useApplicationUpdates } from '../../../features/applications/api/get-application-updates.ts';
import {
  ApplicationDetailsView,
  ApplicationLoadError,
  ApplicationNotFound,
  DetailsLoading,
} from '../../../features/applications/components/details/application-details-view.tsx';
import { isNotFoundError } from '../../../features/applications/lib/is-not-found-error.ts';
import { paths } from '../../paths.ts';

/** Study Path Details: the path and its updates, programs and documents, each every 10 s. */
export function StudentApplicationRoute() {
  const id = useParams().id ?? '';
  const application = useApplication(id);
  const updates = useApplicationUpdates(id);
  const programs = useApplicationPrograms(id);
  const documents = useApplicationDocuments(id);
  const listHref = paths.student.applications;

  if (application.isPending) return <DetailsLoading />;
  if (application.isError) {
    if (isNotFoundError(application.error)) return <ApplicationNotFound listHref={listHref} />;
    return <ApplicationLoadError onRetry={() => void application.refetch()} />;
  }
  return (
    <ApplicationDetailsView
      application={application.data}
      updates={updates.data}
      programs={programs.data}
      documents={documents.data}
      listHref={listHref}
    />
  );
}
