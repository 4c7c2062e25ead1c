// "Mine first" (issue 29): the consultant lists open on the signed-in consultant's own students,
// and `?show=all` in the address shows everyone's, so a reload or a shared link keeps the choice.
// The server's own default is everyone's: the screens always say which they want.
import type { ConsultantFilter } from '@studypath/domain/team';
import { useSearchParams } from 'react-router';

export type ConsultantScope = 'mine' | 'all';

export const consultantScopes: readonly ConsultantScope[] = ['mine', 'all'];

/** The address's parameter; absent means Mine. */
export const CONSULTANT_SCOPE_PARAM = 'show';

export function readConsultantScope(searchParams: URLSearchParams): ConsultantScope {
  return searchParams.get(CONSULTANT_SCOPE_PARAM) === 'all' ? 'all' : 'mine';
}

/** What the list endpoints take: `consultant=me` for Mine, `consultant=all` for All. */
export function consultantFilterOf(scope: ConsultantScope): ConsultantFilter {
  return scope === 'mine' ? 'me' : 'all';
}

/**
 * The scope of a list that keeps other parameters beside it (the open thread, the search): a
 * change touches only `show`, and replaces the history entry as the lists' filters do.
 */
export function useConsultantScope(): [ConsultantScope, (scope: ConsultantScope) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setScope = (scope: ConsultantScope) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (scope === 'all') next.set(CONSULTANT_SCOPE_PARAM, 'all');
        else next.delete(CONSULTANT_SCOPE_PARAM);
        return next;
      },
      { replace: true },
    );
  return [readConsultantScope(searchParams), setScope];
}
