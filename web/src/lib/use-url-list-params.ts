// A list's search, filters and page live in the address, so that a reload or the back button
// returns to the same page of the same search. Each list reads its own filters; 'all' is the
// unfiltered value and is left out of the address, as are an empty search and page 1.
import { MAX_PAGE } from '@studypath/domain/applications';
import { useSearchParams } from 'react-router';

type Filters = Record<string, string>;
export type UrlListParams<F extends Filters> = { search: string; page: number } & F;

function readListParams<F extends Filters>(
  searchParams: URLSearchParams,
  readFilters: (searchParams: URLSearchParams) => F,
): UrlListParams<F> {
  const page = Number(searchParams.get('page') ?? '1');
  return {
    search: searchParams.get('search')?.trim() ?? '',
    ...readFilters(searchParams),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address's parameters in a steady order: search, the filters as read, then page. */
function writeListParams<F extends Filters>({
  search,
  page,
  ...filters
}: UrlListParams<F>): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (search !== '') searchParams.set('search', search);
  for (const [name, value] of Object.entries(filters as Filters)) {
    if (value !== 'all') searchParams.set(name, value);
  }
  if (page > 1) searchParams.set('page', String(page));
  return searchParams;
}

/** The current parameters, and a setter that merges changes (replacing the history entry). */
export function useUrlListParams<F extends Filters>(
  readFilters: (searchParams: URLSearchParams) => F,
): [UrlListParams<F>, (changes: Partial<UrlListParams<F>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setParams = (changes: Partial<UrlListParams<F>>) => {
    setSearchParams(
      (current) => writeListParams({ ...readListParams(current, readFilters), ...changes }),
      { replace: true },
    );
  };
  return [readListParams(searchParams, readFilters), setParams];
}
