// The Study Paths list's search, status filter and page live in the address, so that the back
// button from a path returns to the same page of the same search.
import {
  applicationStatusFilterSchema,
  type ApplicationStatusFilter,
} from '@studypath/domain/applications';
import { useUrlListParams } from '../../../../lib/use-url-list-params.ts';

function readFilters(searchParams: URLSearchParams): { status: ApplicationStatusFilter } {
  const status = applicationStatusFilterSchema.safeParse(searchParams.get('status'));
  return { status: status.success ? status.data : 'all' };
}

/** The current parameters and their setters (replacing the history entry). */
export const useListParams = () => useUrlListParams(readFilters);
