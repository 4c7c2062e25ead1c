import {
  adminDocumentListResponseSchema,
  type AdminDocumentListResponse,
  type DocumentCategory,
} from '@studypath/domain/documents';
import type { ConsultantFilter } from '@studypath/domain/team';
import { keepPreviousData, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';

export const adminDocumentsKey = ['/api/admin/documents'] as const;

export type CategoryFilter = 'all' | DocumentCategory;

export interface AdminDocumentListParams {
  search: string;
  category: CategoryFilter;
  /** Mine (me) or everyone's (all): always sent, the server's default being all. */
  consultant: ConsultantFilter;
  page: number;
  pageSize: number;
}

/** 'All Categories' is the server's default, so it is left out of the address. */
const listKey = ({
  search,
  category,
  consultant,
  page,
  pageSize,
}: AdminDocumentListParams): ParamsQueryKey => [
  adminDocumentsKey[0],
  { search, category: category === 'all' ? undefined : category, consultant, page, pageSize },
];

/**
 * GET /api/admin/documents?search=&category=&consultant=&page=&pageSize=: one page, newest
 * first.
 */
export async function getAdminDocuments(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<AdminDocumentListResponse> {
  return adminDocumentListResponseSchema.parse(await fetchJsonWithParams(context));
}

/** The page shown stays on screen while the next one (another page or filter) loads. */
export function useAdminDocuments(params: AdminDocumentListParams) {
  return useQuery({
    queryKey: listKey(params),
    queryFn: getAdminDocuments,
    placeholderData: keepPreviousData,
  });
}
