// The Users list's search, role filter and page live in the address, so that a reload or the back
// button returns to the same page of the same search.
import { MAX_PAGE } from '@studypath/domain/applications';
import { userRoleFilters, type UserRoleFilter } from '@studypath/domain/admin';
import { useSearchParams } from 'react-router';

export interface ListParams {
  search: string;
  role: UserRoleFilter;
  page: number;
}

const isRoleFilter = (value: string | null): value is UserRoleFilter =>
  (userRoleFilters as readonly (string | null)[]).includes(value);

export function readListParams(searchParams: URLSearchParams): ListParams {
  const role = searchParams.get('role');
  const page = Number(searchParams.get('page') ?? '1');
  return {
    search: searchParams.get('search')?.trim() ?? '',
    role: isRoleFilter(role) ? role : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

function writeListParams({ search, role, page }: ListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (search !== '') searchParams.set('search', search);
  if (role !== 'all') searchParams.set('role', role);
  if (page > 1) searchParams.set('page', String(page));
  return searchParams;
}

/** The current parameters, and a setter that merges changes (replacing the history entry). */
export function useListParams(): [ListParams, (changes: Partial<ListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setParams = (changes: Partial<ListParams>) => {
    setSearchParams((current) => writeListParams({ ...readListParams(current), ...changes }), {
      replace: true,
    });
  };
  return [readListParams(searchParams), setParams];
}
