import {
  adminAuditLogListResponseSchema,
  type AdminAuditLogListResponse,
} from '@studypath/domain/admin';
import { keepPreviousData, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { fetchJsonWithParams, type ParamsQueryKey } from '../../../lib/fetch-json-with-params.ts';
import type { ActionFilter, EntityTypeFilter } from '../lib/use-list-params.ts';

export const auditLogsKey = ['/api/admin/audit-logs'] as const;

export interface AuditLogListParams {
  search: string;
  action: ActionFilter;
  entityType: EntityTypeFilter;
  page: number;
  pageSize: number;
}

/** 'All Actions' and 'All Entity Types' are the server's defaults, left out of the address. */
const listKey = ({
  search,
  action,
  entityType,
  page,
  pageSize,
}: AuditLogListParams): ParamsQueryKey => [
  auditLogsKey[0],
  {
    search,
    action: action === 'all' ? undefined : action,
    entityType: entityType === 'all' ? undefined : entityType,
    page,
    pageSize,
  },
];

/** GET /api/admin/audit-logs?search=&action=&entityType=&page=&pageSize=: newest first. */
export async function getAuditLogs(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminAuditLogListResponse> {
  return adminAuditLogListResponseSchema.parse(await fetchJsonWithParams(context));
}

/** The page shown stays on screen while the next one (another page or filter) loads. */
export function useAuditLogs(params: AuditLogListParams) {
  return useQuery({
    queryKey: listKey(params),
    queryFn: getAuditLogs,
    placeholderData: keepPreviousData,
    // Stale at once (the app's default is never): every visit reads the newest events.
    staleTime: 0,
  });
}
