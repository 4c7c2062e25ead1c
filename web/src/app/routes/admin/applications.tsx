import { ApplicationList } from '../../../features/applications/admin/components/list/application-list.tsx';
import { ChecklistProgressColumn } from '../../../features/checklist/components/checklist-progress-column.tsx';
import { hrefs } from '../../paths.ts';

/**
 * The consultant's Study Paths list (part 2 §2 "/admin/applications"), with each path's checklist
 * completion as a column (issue 28).
 */
export function AdminApplicationsRoute() {
  return (
    <ApplicationList
      detailHref={hrefs.adminApplication}
      extraColumn={(applicationIds, renderTable) => (
        <ChecklistProgressColumn applicationIds={applicationIds}>
          {renderTable}
        </ChecklistProgressColumn>
      )}
    />
  );
}
