import {
  adminDocumentListResponseSchema,
  type AdminDocumentListResponse,
  type DocumentCategory,
} from '@studypath/domain/documents';
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
  page: number;
  pageSize: number;
}

/** 'All Categories' is the server's default, so it is left out of the address. */
const listKey = ({ search, category, page, pageSize }: AdminDocumentListParams): ParamsQueryKey => [
  adminDocumentsKey[0],
  { search, category: category === 'all' ? undefined : category, page, pageSize },
];

/** GET /api/admin/documents?search=&category=&page=&pageSize=: one page, newest first. */
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
