import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch } from '../test/fetch-mock.ts';
import { apiRequest, apiUpload, clearCsrfToken, getQueryFn } from './api-client.ts';
import { ApiError } from './api-error.ts';

const CSRF = 'GET /api/csrf-token';
let issuedTokens = 0;
const issueToken = () => json({ csrfToken: `token-${++issuedTokens}` });

beforeEach(() => {
  clearCsrfToken();
  issuedTokens = 0;
});

describe('apiRequest', () => {
  it('includes credentials and sends neither a CSRF token nor a content type on a GET', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': () => json([]), [CSRF]: issueToken });
    await apiRequest('GET', '/api/things');
    const [call] = callsTo(fetchMock, 'GET /api/things');
    expect(call?.[1]?.credentials).toBe('include');
    expect(headersOf(call).has('X-CSRF-Token')).toBe(false);
    expect(headersOf(call).has('Content-Type')).toBe(false);
    expect(callsTo(fetchMock, CSRF)).toHaveLength(0);
  });

  it('sends the CSRF token and a JSON body with its content type on a POST', async () => {
    const fetchMock = mockFetch({
      'POST /api/things': () => json({ ok: true }),
      [CSRF]: issueToken,
    });
    await apiRequest('POST', '/api/things', { name: 'x' });
    const [call] = callsTo(fetchMock, 'POST /api/things');
    expect(headersOf(call).get('X-CSRF-Token')).toBe('token-1');
    expect(headersOf(call).get('Content-Type')).toBe('application/json');
    expect(call?.[1]?.body).toBe('{"name":"x"}');
    expect(call?.[1]?.credentials).toBe('include');
    expect(callsTo(fetchMock, CSRF)[0]?.[1]?.credentials).toBe('include');
  });

  it('sends no content type when a state-changing call has no body', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/logout': () => json({ ok: true }),
      [CSRF]: issueToken,
    });
    await apiRequest('POST', '/api/auth/logout');
    const [call] = callsTo(fetchMock, 'POST /api/auth/logout');
    expect(headersOf(call).has('Content-Type')).toBe(false);
    expect(headersOf(call).get('X-CSRF-Token')).toBe('token-1');
  });

  it('keeps the cached token across calls until a change succeeds', async () => {
    const fetchMock = mockFetch({
      'POST /api/invalid': () => json({ error: 'validation_error', message: 'Bad' }, 400),
      'POST /api/things': () => json({ ok: true }),
      [CSRF]: issueToken,
    });
    await expect(apiRequest('POST', '/api/invalid', {})).rejects.toMatchObject({ status: 400 });
    await apiRequest('POST', '/api/things', {});
    expect(callsTo(fetchMock, CSRF)).toHaveLength(1);
    expect(headersOf(callsTo(fetchMock, 'POST /api/things')[0]).get('X-CSRF-Token')).toBe(
      'token-1',
    );
  });

  it('fetches the token once for concurrent calls', async () => {
    const fetchMock = mockFetch({
      'PUT /api/things': () => json({ ok: true }),
      [CSRF]: issueToken,
    });
    await Promise.all([apiRequest('PUT', '/api/things', {}), apiRequest('PUT', '/api/things', {})]);
    expect(callsTo(fetchMock, CSRF)).toHaveLength(1);
  });

  it('clears the cached token after a successful change, so the next one fetches a fresh token', async () => {
    const fetchMock = mockFetch({
      'DELETE /api/things/1': () => json({ ok: true }),
      [CSRF]: issueToken,
    });
    await apiRequest('DELETE', '/api/things/1');
    await apiRequest('DELETE', '/api/things/1');
    const tokens = callsTo(fetchMock, 'DELETE /api/things/1').map((call) =>
      headersOf(call).get('X-CSRF-Token'),
    );
    expect(tokens).toEqual(['token-1', 'token-2']);
  });

  it('after a 403 discards the token, fetches a new one and retries once', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'POST /api/things': () =>
        ++attempts === 1 ? json({ error: 'csrf_invalid', message: 'x' }, 403) : json({ ok: true }),
      [CSRF]: issueToken,
    });
    const res = await apiRequest('POST', '/api/things', {});
    expect(res.status).toBe(200);
    const tokens = callsTo(fetchMock, 'POST /api/things').map((call) =>
      headersOf(call).get('X-CSRF-Token'),
    );
    expect(tokens).toEqual(['token-1', 'token-2']);
  });

  it('retries a refused CSRF token only once and then fails with the answer', async () => {
    const fetchMock = mockFetch({
      'POST /api/things': () => json({ error: 'csrf_invalid', message: 'No' }, 403),
      [CSRF]: issueToken,
    });
    await expect(apiRequest('POST', '/api/things', {})).rejects.toMatchObject({
      status: 403,
      code: 'csrf_invalid',
      message: 'No',
    });
    expect(callsTo(fetchMock, 'POST /api/things')).toHaveLength(2);
    expect(callsTo(fetchMock, CSRF)).toHaveLength(2);
  });

  it('does not retry any other 403: it would only be refused again', async () => {
    const fetchMock = mockFetch({
      'POST /api/things': () =>
        json({ error: 'forbidden', code: 'guardian.consent_required', message: 'No' }, 403),
      [CSRF]: issueToken,
    });
    await expect(apiRequest('POST', '/api/things', {})).rejects.toMatchObject({
      status: 403,
      code: 'guardian.consent_required',
    });
    expect(callsTo(fetchMock, 'POST /api/things')).toHaveLength(1);
  });

  it("fails with 'Failed to fetch CSRF token' when the token cannot be fetched", async () => {
    const fetchMock = mockFetch({ [CSRF]: () => new Response('', { status: 500 }) });
    await expect(apiRequest('POST', '/api/things', {})).rejects.toThrow(
      'Failed to fetch CSRF token',
    );
    expect(callsTo(fetchMock, 'POST /api/things')).toHaveLength(0);
  });

  it('fails with an ApiError holding the status and the plain-text body', async () => {
    mockFetch({ 'GET /api/things': () => new Response('Nope', { status: 400 }) });
    const failure = apiRequest('GET', '/api/things');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Nope', code: null });
  });

  it("reads a JSON refusal's code, message and field problems", async () => {
    const body = {
      error: 'validation_error',
      message: 'Check the form',
      details: [{ field: 'email', message: 'Invalid email' }],
    };
    mockFetch({ 'POST /api/things': () => json(body, 400), [CSRF]: issueToken });
    await expect(apiRequest('POST', '/api/things', {})).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'Check the form',
      hasServerMessage: true,
      fieldErrors: { email: 'Invalid email' },
    });
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch({
      'GET /api/things': () => new Response(null, { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(apiRequest('GET', '/api/things')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});

describe('apiUpload', () => {
  it('sends the form data with the CSRF token and lets the browser set the content type', async () => {
    const fetchMock = mockFetch({
      'POST /api/documents': () => json({ ok: true }),
      [CSRF]: issueToken,
    });
    const form = new FormData();
    form.append('category', 'transcript');
    await apiUpload('POST', '/api/documents', form);
    const [call] = callsTo(fetchMock, 'POST /api/documents');
    expect(call?.[1]?.body).toBe(form);
    expect(headersOf(call).has('Content-Type')).toBe(false);
    expect(headersOf(call).get('X-CSRF-Token')).toBe('token-1');
  });
});

describe('getQueryFn', () => {
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('GETs the query key parts joined with "/", with credentials', async () => {
    const fetchMock = mockFetch({ 'GET /api/applications/42': () => json({ id: '42' }) });
    const data = await queryClient().fetchQuery({
      queryKey: ['/api/applications', '42'],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ id: '42' });
    expect(callsTo(fetchMock, 'GET /api/applications/42')[0]?.[1]?.credentials).toBe('include');
  });

  it("yields null for a 401 with on401 'returnNull', releasing the answer's body", async () => {
    const refused = json({ error: 'unauthorized', message: 'Sign in' }, 401);
    mockFetch({ 'GET /api/auth/me': () => refused });
    const data = await queryClient().fetchQuery({
      queryKey: ['/api/auth/me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
    // A body left unread keeps the request open in Chromium.
    expect(refused.bodyUsed || refused.body?.locked !== false).toBe(true);
  });

  it("fails on a 401 with on401 'throw'", async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ error: 'unauthorized', message: 'Sign in' }, 401),
    });
    await expect(
      queryClient().fetchQuery({
        queryKey: ['/api/auth/me'],
        queryFn: getQueryFn({ on401: 'throw' }),
      }),
    ).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in' });
  });

  it('marks a refetch of data already held as passive session activity, but not the first load', async () => {
    const fetchMock = mockFetch({ 'GET /api/messages/unread-count': () => json(2) });
    const client = queryClient();
    const options = {
      queryKey: ['/api/messages/unread-count'],
      queryFn: getQueryFn({ on401: 'throw' }),
    };
    await client.fetchQuery(options);
    await client.fetchQuery(options);
    const [first, second] = callsTo(fetchMock, 'GET /api/messages/unread-count');
    expect(headersOf(first).has('X-Session-Activity')).toBe(false);
    expect(headersOf(second).get('X-Session-Activity')).toBe('passive');
  });
});
