import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch } from '../test/fetch-mock.ts';
import { apiRequest, clearCsrfToken } from './api-client.ts';
import { fetchJsonConditionally, forgetConditionalAnswers } from './conditional-fetch.ts';

const tagged = (body: unknown, etag: string) => {
  const res = json(body);
  res.headers.set('ETag', etag);
  return res;
};
const notModified = () => new Response(null, { status: 304 });

beforeEach(() => {
  forgetConditionalAnswers();
  clearCsrfToken();
});

const get = (url: string) => fetchJsonConditionally(url, { headers: new Headers() });

describe('fetchJsonConditionally', () => {
  it('sends the remembered ETag and answers the remembered body on 304', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'GET /api/messages/threads': () =>
        ++calls === 1 ? tagged([{ id: 't1' }], '"v.a"') : notModified(),
    });
    const first = await get('/api/messages/threads');
    const second = await get('/api/messages/threads');
    expect(first).toEqual({ ok: true, body: [{ id: 't1' }] });
    expect(second.ok && second.body).toBe(first.ok && first.body);
    const [firstCall, secondCall] = callsTo(fetchMock, 'GET /api/messages/threads');
    expect(headersOf(firstCall).has('If-None-Match')).toBe(false);
    expect(headersOf(secondCall).get('If-None-Match')).toBe('"v.a"');
    expect(firstCall?.[1]?.credentials).toBe('include');
  });

  it('remembers the newest answer and sends its tag next', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'GET /api/applications': () =>
        ++calls === 1 ? tagged([], '"v.a"') : tagged([{ id: 'p1' }], '"v.b"'),
    });
    await get('/api/applications');
    expect(await get('/api/applications')).toEqual({ ok: true, body: [{ id: 'p1' }] });
    await get('/api/applications');
    expect(headersOf(callsTo(fetchMock, 'GET /api/applications')[2]).get('If-None-Match')).toBe(
      '"v.b"',
    );
  });

  it('sends no If-None-Match for an answer without an ETag, and forgets after an error', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => json({ id: 'u1' }),
      'GET /api/documents': () =>
        ++calls === 1 ? tagged([], '"v.a"') : json({ error: 'unauthorized' }, 401),
    });
    await get('/api/auth/me');
    await get('/api/auth/me');
    expect(headersOf(callsTo(fetchMock, 'GET /api/auth/me')[1]).has('If-None-Match')).toBe(false);
    await get('/api/documents');
    const refused = await get('/api/documents');
    expect(refused.ok).toBe(false);
    await get('/api/documents');
    expect(headersOf(callsTo(fetchMock, 'GET /api/documents')[2]).has('If-None-Match')).toBe(false);
  });

  it("forgets every answer after one of the user's own changes succeeds", async () => {
    const fetchMock = mockFetch({
      'GET /api/messages/threads': () => tagged([], '"v.a"'),
      'POST /api/messages': () => json({ id: 'm1' }, 201),
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    });
    await get('/api/messages/threads');
    await apiRequest('POST', '/api/messages', { threadId: 't1', content: 'Hi' });
    await get('/api/messages/threads');
    const calls = callsTo(fetchMock, 'GET /api/messages/threads');
    expect(headersOf(calls[1]).has('If-None-Match')).toBe(false);
  });
});
