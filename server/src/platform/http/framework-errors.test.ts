// Answers Fastify and Node give before any route runs must still be the shared error body with
// no-store, and requests the router decodes (percent-escapes, absolute-form targets) meet the same
// session, access and CSRF rules as plain paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw, type RawResponse } from '../../../test/raw-http.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

function expectSharedErrorShape(
  response: RawResponse,
  status: number,
  error: string,
  /** The refusal code; the category itself unless named. */
  code = error,
): Record<string, unknown> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')?.[0]).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toEqual(['no-store']);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  const { params, ...rest } = body;
  expect(Object.keys(rest).sort()).toEqual(['code', 'error', 'message']);
  expect(body.error).toBe(error);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  if (params !== undefined) expect(typeof params).toBe('object');
  return body;
}

describe('framework errors', () => {
  let t: TestServer;
  let host: string;
  beforeAll(async () => {
    t = await startTestServer({
      extendApp: (app) => {
        app.get('/api/test/items/:id', { config: { access: 'public' } }, () => ({ ok: true }));
      },
    });
    host = `host: ${new URL(t.baseUrl).host}`;
  });
  afterAll(() => t.close());

  it('answers a malformed percent-escape with 400 bad_request', async () => {
    const response = await sendRaw(t.baseUrl, `GET /%c0 HTTP/1.1\r\n${host}`);
    expectSharedErrorShape(response, 400, 'bad_request', 'request.malformed_url');
    expect(response.headers.get('x-request-id')).toHaveLength(1);
    const inParam = await sendRaw(t.baseUrl, `GET /api/test/items/%c0 HTTP/1.1\r\n${host}`);
    expectSharedErrorShape(inParam, 400, 'bad_request', 'request.malformed_url');
  });

  it('answers a path parameter over the length limit with 414 uri_too_long', async () => {
    const response = await sendRaw(
      t.baseUrl,
      `GET /api/test/items/${'x'.repeat(500)} HTTP/1.1\r\n${host}`,
    );
    expectSharedErrorShape(response, 414, 'uri_too_long');
  });

  it('answers headers over the size limit with 431 headers_too_large', async () => {
    const response = await sendRaw(
      t.baseUrl,
      `GET /api/auth/me HTTP/1.1\r\n${host}\r\ncookie: x=${'a'.repeat(20_000)}`,
    );
    expectSharedErrorShape(response, 431, 'headers_too_large');
  });

  it('answers a request line the parser cannot read with 400 bad_request', async () => {
    const response = await sendRaw(t.baseUrl, `GET /api/auth/me HTTP/9.9 extra\r\n${host}`);
    expectSharedErrorShape(response, 400, 'bad_request');
  });

  it('answers an unknown route with 404 not_found and no-store', async () => {
    const response = await sendRaw(t.baseUrl, `POST /api/nothing-here HTTP/1.1\r\n${host}`);
    const body = expectSharedErrorShape(response, 404, 'not_found', 'route.api_not_found');
    expect(body.params).toEqual({ method: 'POST', path: '/api/nothing-here' });
  });
});

describe('paths the router decodes', () => {
  let t: TestServer;
  let host: string;
  beforeAll(async () => {
    t = await startTestServer();
    host = `host: ${new URL(t.baseUrl).host}`;
  });
  afterAll(() => t.close());

  const loginBody = (email: string, password: string) => JSON.stringify({ email, password });

  for (const target of [
    '/%61pi/auth/login',
    '/api/auth/%6cogin',
    'http://portal.test/api/auth/login',
  ]) {
    it(`refuses a sign-in without a CSRF token through ${target}, and sets no cookie`, async () => {
      const { user, password } = await t.createUser();
      const response = await sendRaw(
        t.baseUrl,
        `POST ${target} HTTP/1.1\r\n${host}\r\ncontent-type: application/json`,
        loginBody(user.email, password),
      );
      expectSharedErrorShape(response, 403, 'csrf_invalid');
      expect(response.headers.get('set-cookie')).toBeUndefined();
    });
  }

  it('loads the session for an encoded path, so a signed-in call works and carries no-store', async () => {
    const { user, password } = await t.createUser();
    const client = t.newClient();
    expect((await client.login(user.email, password)).status).toBe(200);
    const cookie = `cookie: sp_session=${client.cookies.get('sp_session')}`;
    const response = await sendRaw(
      t.baseUrl,
      `GET /%61pi/auth/me HTTP/1.1\r\n${host}\r\n${cookie}`,
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ email: user.email });
    expect(response.headers.get('cache-control')).toEqual(['no-store']);
  });
});
