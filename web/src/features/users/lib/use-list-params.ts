// The Users list's search, role filter and page live in the address, so that a reload or the back
// button returns to the same page of the same search.
import { userRoleFilters, type UserRoleFilter } from '@studypath/domain/admin';
import { useUrlListParams } from '../../../lib/use-url-list-params.ts';

const isRoleFilter = (value: string | null): value is UserRoleFilter =>
  (userRoleFilters as readonly (string | null)[]).includes(value);

function readFilters(searchParams: URLSearchParams): { role: UserRoleFilter } {
  const role = searchParams.get('role');
  return { role: isRoleFilter(role) ? role : 'all' };
}

/** The current parameters and their setters (replacing the history entry). */
export const useListParams = () => useUrlListParams(readFilters);
