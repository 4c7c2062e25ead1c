// The one way the browser talks to /api (spec part 1 §7): cookies on every call, a cached CSRF
// token on every state-changing call, one retry with a fresh token after a refused one, and an ApiError
// (status, code, message, field problems) for every answer that is not OK, which callers map to
// the spec's texts.
import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { fetchJsonConditionally, forgetConditionalAnswers } from './conditional-fetch.ts';

const CSRF_TOKEN_URL = '/api/csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

let csrfToken: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const res = await fetch(CSRF_TOKEN_URL, { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch CSRF token');
  // Imported on the first state-changing call (a form's screen, which loads zod anyway), so that
  // the landing page does not carry zod (decision 016).
  const { csrfTokenResponseSchema } = await import('@studypath/domain/auth');
  return csrfTokenResponseSchema.parse(await res.json()).csrfToken;
}

/**
 * Cached so concurrent calls share one fetch; a failed fetch is not cached. Exported for the one
 * change that cannot go through fetch: a file PUT with upload progress (upload-with-progress.ts).
 */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
    csrfToken = null;
    throw error;
  });
  return csrfToken;
}

export function clearCsrfToken(): void {
  csrfToken = null;
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw await ApiError.fromResponse(res);
}

interface RequestBody {
  body: BodyInit;
  contentType?: string;
}

async function send(method: string, url: string, payload?: RequestBody): Promise<Response> {
  const isStateChanging = !SAFE_METHODS.has(method.toUpperCase());
  const attempt = async (): Promise<Response> => {
    const headers = new Headers();
    if (payload?.contentType) headers.set('Content-Type', payload.contentType);
    if (isStateChanging) headers.set('X-CSRF-Token', await getCsrfToken());
    return fetch(url, { method, headers, body: payload?.body, credentials: 'include' });
  };

  let res = await attempt();
  // Only a refused CSRF token is worth a second try; any other 403 (a role, the guardian gate)
  // would only be refused again.
  if (isStateChanging && res.status === 403 && (await isCsrfRefusal(res))) {
    clearCsrfToken();
    res = await attempt();
  }
  await throwIfResNotOk(res);
  if (isStateChanging) {
    clearCsrfToken();
    forgetConditionalAnswers();
  }
  return res;
}

async function isCsrfRefusal(res: Response): Promise<boolean> {
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  return (
    typeof body === 'object' && body !== null && 'error' in body && body.error === 'csrf_invalid'
  );
}

/** JSON request; a Content-Type header is sent only when there is a body. */
export function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const payload =
    data === undefined
      ? undefined
      : { body: JSON.stringify(data), contentType: 'application/json' };
  return send(method, url, payload);
}

/** Multipart request: the browser sets the multipart Content-Type with its boundary. */
export function apiUpload(method: string, url: string, formData: FormData): Promise<Response> {
  return send(method, url, { body: formData });
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: a GET on the query key parts joined with '/'. A query that already
 * holds data is being refetched in the background (interval or invalidation), so it says so with
 * `X-Session-Activity: passive` and polling does not keep an idle session alive. An unchanged
 * answer comes back as 304 and the remembered one is used (conditional-fetch.ts).
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal, client }) => {
    const isBackgroundRefetch = (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > 0;
    const headers = new Headers();
    if (isBackgroundRefetch) headers.set('X-Session-Activity', 'passive');
    const answer = await fetchJsonConditionally(queryKey.join('/'), { headers, signal });
    if (answer.ok) return answer.body;
    if (on401 === 'returnNull' && answer.res.status === 401) {
      // An unread body keeps the request open in Chromium: let it go.
      await answer.res.body?.cancel();
      return null;
    }
    await throwIfResNotOk(answer.res);
    return null;
  };
}
