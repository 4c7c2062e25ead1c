// The audit list's search, filters and page live in the address, so that a reload or the back
// button returns to the same page of the same search.
import {
  auditLogActions,
  auditLogEntityTypes,
  type AuditLogAction,
  type AuditLogEntityType,
} from '@studypath/domain/admin';
import { useUrlListParams } from '../../../lib/use-url-list-params.ts';

export type ActionFilter = 'all' | AuditLogAction;
export type EntityTypeFilter = 'all' | AuditLogEntityType;

const asActionFilter = (value: string | null): ActionFilter | null =>
  value === 'all' ? 'all' : (auditLogActions.find((action) => action === value) ?? null);

const asEntityTypeFilter = (value: string | null): EntityTypeFilter | null =>
  value === 'all' ? 'all' : (auditLogEntityTypes.find((type) => type === value) ?? null);

function readFilters(searchParams: URLSearchParams) {
  return {
    action: asActionFilter(searchParams.get('action')) ?? 'all',
    entityType: asEntityTypeFilter(searchParams.get('entityType')) ?? 'all',
  };
}

/** The current parameters and their setters (replacing the history entry). */
export const useListParams = () => useUrlListParams(readFilters);
