import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        summary?: string;
        requestBody?: unknown;
        responses: Record<string, unknown>;
      }
    >
  >;
}

describe('OpenAPI document and docs page', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('lists the auth endpoints with tags, summaries and their error statuses', async () => {
    const response = await t.http.get<OpenApiDocument>('/api/openapi.json');
    expect(response.status).toBe(200);
    const { paths } = response.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/csrf-token',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
      ]),
    );
    const login = paths['/api/auth/login']?.post;
    expect(login?.tags).toEqual(['auth']);
    expect(login?.summary).toBeTruthy();
    expect(login?.requestBody).toBeDefined();
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    expect(Object.keys(paths['/api/auth/me']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401']),
    );
  });

  it('describes the login body from the shared zod schema', async () => {
    const response = await t.http.get<OpenApiDocument>('/api/openapi.json');
    const body = JSON.stringify(response.body.paths['/api/auth/login']?.post?.requestBody);
    expect(body).toContain('"email"');
    expect(body).toContain('"password"');
  });

  it('leaves its own documentation routes out of the document', async () => {
    const response = await t.http.get<OpenApiDocument>('/api/openapi.json');
    expect(Object.keys(response.body.paths).some((path) => path.startsWith('/api/docs'))).toBe(
      false,
    );
    expect(Object.keys(response.body.paths)).not.toContain('/api/openapi.json');
  });

  it('serves the Swagger UI page at /api/docs', async () => {
    const response = await t.http.get('/api/docs/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('swagger-ui');
  });
});
