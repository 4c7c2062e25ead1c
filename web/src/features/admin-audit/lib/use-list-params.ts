// The audit list's search, filters and page live in the address, so that a reload or the back
// button returns to the same page of the same search.
import {
  auditLogActions,
  auditLogEntityTypes,
  type AuditLogAction,
  type AuditLogEntityType,
} from '@studypath/domain/admin';
import { MAX_PAGE } from '@studypath/domain/applications';
import { useSearchParams } from 'react-router';

export type ActionFilter = 'all' | AuditLogAction;
export type EntityTypeFilter = 'all' | AuditLogEntityType;

export interface ListParams {
  search: string;
  action: ActionFilter;
  entityType: EntityTypeFilter;
  page: number;
}

export const asActionFilter = (value: string | null): ActionFilter | null =>
  value === 'all' ? 'all' : (auditLogActions.find((action) => action === value) ?? null);

export const asEntityTypeFilter = (value: string | null): EntityTypeFilter | null =>
  value === 'all' ? 'all' : (auditLogEntityTypes.find((type) => type === value) ?? null);

export function readListParams(searchParams: URLSearchParams): ListParams {
  const page = Number(searchParams.get('page') ?? '1');
  return {
    search: searchParams.get('search')?.trim() ?? '',
    action: asActionFilter(searchParams.get('action')) ?? 'all',
    entityType: asEntityTypeFilter(searchParams.get('entityType')) ?? 'all',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

function writeListParams({ search, action, entityType, page }: ListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (search !== '') searchParams.set('search', search);
  if (action !== 'all') searchParams.set('action', action);
  if (entityType !== 'all') searchParams.set('entityType', entityType);
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
