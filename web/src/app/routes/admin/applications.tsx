import { ApplicationList } from '../../../features/applications/admin/components/list/application-list.tsx';
import { hrefs } from '../../paths.ts';

/** The consultant's Study Paths list (part 2 §2 "/admin/applications"). */
export function AdminApplicationsRoute() {
  return <ApplicationList detailHref={hrefs.adminApplication} />;
}
