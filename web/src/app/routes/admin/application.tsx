import { useParams } from 'react-router';
import { ApplicationDetail } from '../../../features/admin-applications/components/detail/application-detail.tsx';
import { paths } from '../../paths.ts';

/** One study path with everything the consultant does to it (part 2 §2 "/admin/applications/{id}"). */
export function AdminApplicationRoute() {
  const id = useParams().id ?? '';
  return <ApplicationDetail id={id} listHref={paths.admin.applications} />;
}
