// The Study Paths list's search, status filter, Mine / All and page live in the address, so that
// the back button from a path returns to the same page of the same search.
import {
  applicationStatusFilterSchema,
  type ApplicationStatusFilter,
} from '@studypath/domain/applications';
import { readConsultantScope, type ConsultantScope } from '../../../../lib/consultant-scope.ts';
import { useUrlListParams } from '../../../../lib/use-url-list-params.ts';

function readFilters(searchParams: URLSearchParams): {
  status: ApplicationStatusFilter;
  show: ConsultantScope;
} {
  const status = applicationStatusFilterSchema.safeParse(searchParams.get('status'));
  return { status: status.success ? status.data : 'all', show: readConsultantScope(searchParams) };
}

/** The current parameters and their setters (replacing the history entry); Mine by default. */
export const useListParams = () => useUrlListParams(readFilters, { show: 'mine' });
