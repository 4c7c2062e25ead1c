import { programListResponseSchema, type CatalogueProgram } from '@studypath/domain/programs';
import { keepPreviousData, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  fetchJsonWithParams,
  type ParamsQueryKey,
} from '../../../../lib/fetch-json-with-params.ts';
import { programsKey } from './query-keys.ts';

/** GET /api/admin/programs?search=: the catalogue A-Z, matching title or institution. */
export async function getPrograms(
  context: QueryFunctionContext<ParamsQueryKey>,
): Promise<CatalogueProgram[]> {
  return programListResponseSchema.parse(await fetchJsonWithParams(context));
}

/** The search text is part of the key (part 2 §7); read afresh each time the dialog opens. */
export function usePrograms(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [programsKey[0], { search: search.trim() }] as ParamsQueryKey,
    queryFn: getPrograms,
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
