// A list's search, filters and page live in the address, so that a reload or the back button
// returns to the same page of the same search. Each list reads its own filters; a filter's default
// ('all', the unfiltered value, unless the list names another) is left out of the address, as are
// an empty search and page 1.
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
function writeListParams<F extends Filters>(
  { search, page, ...filters }: UrlListParams<F>,
  defaults: Partial<F>,
): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (search !== '') searchParams.set('search', search);
  for (const [name, value] of Object.entries(filters as Filters)) {
    if (value !== ((defaults as Filters)[name] ?? 'all')) searchParams.set(name, value);
  }
  if (page > 1) searchParams.set('page', String(page));
  return searchParams;
}

/** A list's parameters as the address holds them, and the changes its controls make. */
export interface UrlList<F extends Filters> {
  params: UrlListParams<F>;
  /** A new search starts again at page 1. */
  setSearch: (search: string) => void;
  /**
   * A filter's new value, as its control gives it (read back through the list's own reading, so
   * a value it does not know is 'all'); it starts again at page 1.
   */
  setFilter: (name: keyof F & string, value: string) => void;
  setPage: (page: number) => void;
}

/**
 * The current parameters and their setters, which replace the history entry. `defaults` names a
 * filter whose value without a parameter is not 'all' (the consultant lists open on "Mine", so
 * `?show=all` is the one written: issue 29).
 */
export function useUrlListParams<F extends Filters>(
  readFilters: (searchParams: URLSearchParams) => F,
  defaults: Partial<F> = {},
): UrlList<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (change: (current: URLSearchParams) => UrlListParams<F>) => {
    setSearchParams((current) => writeListParams(change(current), defaults), { replace: true });
  };
  return {
    params: readListParams(searchParams, readFilters),
    setSearch: (search) =>
      update((current) => ({ ...readListParams(current, readFilters), search, page: 1 })),
    setFilter: (name, value) =>
      update((current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return { ...readListParams(next, readFilters), page: 1 };
      }),
    setPage: (page) => update((current) => ({ ...readListParams(current, readFilters), page })),
  };
}
