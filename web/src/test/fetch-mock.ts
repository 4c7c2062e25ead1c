import { vi } from 'vitest';

export type FetchHandler = (request: {
  url: string;
  init: RequestInit;
}) => Response | Promise<Response>;

/** JSON answer, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A call that never answers, to hold a screen in its loading state. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path". Unknown calls answer 404 like the server
 * does for a route it does not have. Returns the mock to inspect the calls made.
 */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function mockFetch(handlers: Record<string, FetchHandler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = urlOf(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url}`];
    return Promise.resolve(
      handler ? handler({ url, init }) : json({ error: 'not_found', message: 'Not found' }, 404),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    return `${method} ${urlOf(input)}` === key;
  });
}

export function headersOf(call: [RequestInfo | URL, RequestInit?] | undefined): Headers {
  return new Headers(call?.[1]?.headers);
}
