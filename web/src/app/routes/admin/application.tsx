import { useParams } from 'react-router';
import { ApplicationDetail } from '../../../features/applications/admin/components/detail/application-detail.tsx';
import { DocumentChecklist } from '../../../features/checklist/components/document-checklist.tsx';
import { GuardianConsentPanel } from '../../../features/guardians/index.ts';
import { QaResponsesCard } from '../../../features/info-requests/admin/components/qa-responses-card.tsx';
import { RequestInformationAction } from '../../../features/info-requests/admin/components/request-information-action.tsx';
import { hrefs, paths } from '../../paths.ts';

/** One study path with everything the consultant does to it (part 2 §2 "/admin/applications/{id}"). */
export function AdminApplicationRoute() {
  const id = useParams().id ?? '';
  return (
    <ApplicationDetail
      id={id}
      listHref={paths.admin.applications}
      messageStudentHref={hrefs.adminMessagesWithStudent}
      requestInformation={(path) => (
        <RequestInformationAction applicationId={path.id} userId={path.userId} />
      )}
      qaCard={(path) => <QaResponsesCard applicationId={path.id} />}
      checklist={(path) => <DocumentChecklist applicationId={path.id} audience="admin" />}
      guardianConsent={(path) => <GuardianConsentPanel userId={path.userId} headingOrder={2} />}
    />
  );
}
