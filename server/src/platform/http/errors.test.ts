import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingLogStream } from '../../../test/log-lines.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { AppError } from './app-error.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from './error-handler.ts';

describe('error answers', () => {
  let t: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: collectingLogStream(logLines),
      extendApp: (app) => {
        const config = { access: 'public' } as const;
        app.get('/api/test/explode', { config }, () => {
          throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
        });
        app.get('/api/test/failed-query', { config }, async () => {
          await t.db.execute(sql`select ${'hash-of-secret-value'}::int`);
        });
        app.get('/api/test/database-gone', { config }, () => {
          // What Drizzle throws when postgres.js lost its connection mid-query.
          throw new Error('Failed query: select 1', {
            cause: Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), {
              code: 'CONNECTION_CLOSED',
            }),
          });
        });
        app.get('/api/test/conflict', { config }, () => {
          throw new AppError('program.already_attached');
        });
        app.get('/api/test/too-large', { config }, () => {
          throw new AppError('file.too_large', { params: { maxMegabytes: 20 } });
        });
        app.get('/api/test/limited-for-a-while', { config }, () => {
          throw new AppError('rate_limited', { retryAfterSeconds: 42.5 });
        });
        app.get('/api/test/limited-without-a-wait', { config }, () => {
          throw new AppError('rate_limited');
        });
        app.get('/api/test/limited-by-a-plugin', { config }, () => {
          // What a Fastify plugin's own limit would throw: a bare 429, no header.
          throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown API route with 404 not_found naming method and path', async () => {
    const response = await t.http.get('/api/xyz?debug=1');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: 'not_found',
      code: 'route.api_not_found',
      message: 'No API route for GET /api/xyz',
      params: { method: 'GET', path: '/api/xyz' },
    });
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const response = await t.http.request('POST', '/api/auth/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
      withCsrf: true,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'bad_request',
      code: 'request.invalid_json',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a body over 1 MB with 413 payload_too_large', async () => {
    const response = await t.http.request('POST', '/api/auth/login', {
      json: { email: 'someone@example.com', password: 'x'.repeat(1024 * 1024 + 10) },
      withCsrf: true,
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415 in the shared error shape', async () => {
    const response = await t.http.request('POST', '/api/auth/login', {
      rawBody: 'email=a@example.com&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      withCsrf: true,
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: 'unsupported_media_type',
      code: 'unsupported_media_type',
      message: 'This kind of request body is not accepted here. Send JSON.',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("maps an AppError's refusal code to its category's status and its English", async () => {
    const response = await t.http.get('/api/test/conflict');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'conflict',
      code: 'program.already_attached',
      message: 'This program is already attached to this study path.',
    });
  });

  it('sends the values a refusal names beside its message, for clients to put in their texts', async () => {
    const response = await t.http.get('/api/test/too-large');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: 'payload_too_large',
      code: 'file.too_large',
      message: 'The file is larger than 20MB',
      params: { maxMegabytes: 20 },
    });
  });

  it("gives every 429 a Retry-After: the thrower's wait, else a default", async () => {
    const named = await t.http.get('/api/test/limited-for-a-while');
    expect(named.status).toBe(429);
    expect(named.headers.get('retry-after')).toBe('43');

    for (const path of ['/api/test/limited-without-a-wait', '/api/test/limited-by-a-plugin']) {
      const response = await t.http.get(path);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
      expect(response.body).toEqual({
        error: 'rate_limited',
        code: 'rate_limited',
        message: 'Too many requests. Please wait and try again.',
      });
    }
  });

  it('answers an unexpected error with 500 internal_error and no internals, and logs it with the request id', async () => {
    const response = await t.http.get('/api/test/explode', {
      headers: { 'x-request-id': 'trace-500-check' },
    });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: 'internal_error',
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.text).not.toContain('hunter2');
    expect(response.text).not.toContain('secret.ts');
    const logged = logLines.find(
      (line) => line.includes('trace-500-check') && line.includes('hunter2'),
    );
    expect(logged).toBeDefined();
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ level: 50, reqId: 'trace-500-check' });
  });

  it('answers 503 with Retry-After when the database went away, and logs it', async () => {
    const response = await t.http.get('/api/test/database-gone', {
      headers: { 'x-request-id': 'trace-503-check' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({
      error: 'service_unavailable',
      code: 'service_unavailable',
      message: 'The service is not available right now. Please try again shortly.',
    });
    const logged = logLines.find((line) => line.includes('trace-503-check'));
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ level: 40, reqId: 'trace-503-check' });
  });

  it('logs a failed database query without its bound parameters', async () => {
    const response = await t.http.get('/api/test/failed-query', {
      headers: { 'x-request-id': 'trace-query-check' },
    });
    expect(response.status).toBe(500);
    const logged = logLines.filter((line) => line.includes('trace-query-check')).join('\n');
    expect(logged).toContain('Failed query: select $1::int (parameters not logged)');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).not.toContain('hash-of-secret-value');
  });

  it('echoes a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const kept = await t.http.get('/livez', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await t.http.get('/livez', {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes passwords, cookies or CSRF tokens to the log', async () => {
    const { user, password } = await t.createUser({ password: 'very-distinct-password-42' });
    const client = t.newClient();
    const token = await client.csrf();
    await client.login(user.email, password);
    await client.get('/api/auth/me');
    const sessionId = client.cookies.get('sp_session') ?? '';
    const allLogs = logLines.join('');
    expect(sessionId).not.toBe('');
    expect(allLogs).not.toContain(password);
    expect(allLogs).not.toContain(sessionId);
    expect(allLogs).not.toContain(token);
  });

  it('marks API answers as not cacheable', async () => {
    const response = await t.http.get('/api/csrf-token');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
