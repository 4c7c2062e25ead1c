import { shouldRedirectToPayment } from '@studypath/domain/applications';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useApplication } from '../../../features/applications/student/api/get-application.ts';
import { useApplicationConsultant } from '../../../features/applications/student/api/get-application-consultant.ts';
import { useApplicationDocuments } from '../../../features/applications/student/api/get-application-documents.ts';
import { useApplicationPrograms } from '../../../features/applications/student/api/get-application-programs.ts';
import { useApplicationUpdates } from '../../../features/applications/student/api/get-application-updates.ts';
import {
  ApplicationDetailsView,
  ApplicationLoadError,
  ApplicationNotFound,
} from '../../../features/applications/student/components/details/application-details-view.tsx';
import { DetailsLoading } from '../../../features/applications/student/components/details/details-loading.tsx';
import { isNotFoundError } from '../../../features/applications/student/lib/is-not-found-error.ts';
import {
  forgetPaymentScreenSeen,
  hasSeenPaymentScreen,
} from '../../../features/applications/student/lib/payment-screen-seen.ts';
import { usePaymentReturn } from '../../../features/applications/student/lib/use-payment-return.ts';
import { useChecklist } from '../../../features/checklist/api/get-checklist.ts';
import { DocumentChecklist } from '../../../features/checklist/components/document-checklist.tsx';
import { useUploadDocument } from '../../../features/documents/index.ts';
import { InformationRequests } from '../../../features/info-requests/student/components/information-requests.tsx';
import { hrefs, paths } from '../../paths.ts';

/**
 * Study Path Details: the path, the consultant's information requests, its document checklist
 * (issue 28), and its updates, programs and documents, each every 10 s. A find_program path whose
 * package is unpaid sends the student to the payment screen, unless they are just back from
 * paying (part 2 §2, §4), once per visit: once that screen has told them why, the page stays
 * reachable (issue 24, decision 024). The checklist's items upload through the Documents
 * feature's upload, and its whose move shows on the status card. Under the title, the student's
 * consultant and how soon they typically answer (issue 29).
 */
export function StudentApplicationRoute() {
  const id = useParams().id ?? '';
  const hasPaymentSucceeded = usePaymentReturn(id);
  const application = useApplication(id);
  const updates = useApplicationUpdates(id);
  const programs = useApplicationPrograms(id);
  const documents = useApplicationDocuments(id);
  const consultant = useApplicationConsultant(id);
  const checklist = useChecklist(id, 'student');
  // The checklist's items say how an upload went themselves (their toasts, their item).
  const upload = useUploadDocument({ onSuccess: () => {}, onError: () => {} });
  const listHref = paths.student.applications;
  const isPaid = application.data?.paymentStatus === 'paid';
  useEffect(() => {
    if (isPaid) forgetPaymentScreenSeen(id);
  }, [isPaid, id]);

  // A path deleted meanwhile answers 404 even though an older copy is still cached.
  if (application.isError && isNotFoundError(application.error)) {
    return <ApplicationNotFound listHref={listHref} />;
  }
  if (!application.data) {
    if (application.isError) {
      return <ApplicationLoadError onRetry={() => void application.refetch()} />;
    }
    return <DetailsLoading />;
  }
  if (
    shouldRedirectToPayment(application.data, {
      hasPaymentSucceeded,
      hasSeenPaymentScreen: hasSeenPaymentScreen(id),
    })
  ) {
    return <Navigate to={hrefs.applicationPayment(id)} replace />;
  }
  return (
    <ApplicationDetailsView
      application={application.data}
      updates={updates}
      programs={programs}
      documents={documents}
      listHref={listHref}
      paymentHref={hrefs.applicationPayment(id)}
      infoRequests={<InformationRequests applicationId={id} />}
      checklist={
        <DocumentChecklist
          applicationId={id}
          audience="student"
          uploadDocument={upload.mutateAsync}
        />
      }
      checklistWaitingOn={checklist.data?.waitingOn}
      consultant={consultant.data}
    />
  );
}
