// A list whose query key carries its search parameters: [path, { search, page, ... }]. The default
// query function (api-client.ts) GETs the key's parts joined with '/', which has no room for a
// query string; this one GETs `path?params` with the default's manners: cookies, a background
// refetch marked `X-Session-Activity: passive` (polling does not keep an idle session alive), and
// an ApiError for a refused answer (part 1 §8), and the remembered answer on 304.
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { fetchJsonConditionally } from './conditional-fetch.ts';

export type QueryParams = Readonly<Record<string, string | number | undefined>>;
export type ParamsQueryKey = readonly [path: string, params: QueryParams];

/** `path?a=1&b=2` in the params' own order; undefined and blank values are left out. */
export function urlWithParams(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && String(value).trim() !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export async function fetchJsonWithParams({
  queryKey,
  signal,
  client,
}: QueryFunctionContext<ParamsQueryKey>): Promise<unknown> {
  const isBackgroundRefetch = (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > 0;
  const headers = new Headers();
  if (isBackgroundRefetch) headers.set('X-Session-Activity', 'passive');
  const [path, params] = queryKey;
  const answer = await fetchJsonConditionally(urlWithParams(path, params), { headers, signal });
  if (answer.ok) return answer.body;
  throw await ApiError.fromResponse(answer.res);
}
