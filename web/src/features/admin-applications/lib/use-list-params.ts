// The Study Paths list's search, status filter and page live in the address, so that the back
// button from a path returns to the same page of the same search.
import {
  applicationStatusFilterSchema,
  MAX_PAGE,
  type ApplicationStatusFilter,
} from '@studypath/domain/applications';
import { useSearchParams } from 'react-router';

export interface ListParams {
  search: string;
  status: ApplicationStatusFilter;
  page: number;
}

export function readListParams(searchParams: URLSearchParams): ListParams {
  const status = applicationStatusFilterSchema.safeParse(searchParams.get('status'));
  const page = Number(searchParams.get('page') ?? '1');
  return {
    search: searchParams.get('search')?.trim() ?? '',
    status: status.success ? status.data : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

function writeListParams({ search, status, page }: ListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (search !== '') searchParams.set('search', search);
  if (status !== 'all') searchParams.set('status', status);
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
