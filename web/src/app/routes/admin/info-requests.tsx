import { InfoRequestsView } from '../../../features/info-requests/admin/components/info-requests-view.tsx';

/** The consultant's Q&A Requests (part 2 §2 "/admin/info-requests"). */
export function AdminInfoRequestsRoute() {
  return <InfoRequestsView />;
}
