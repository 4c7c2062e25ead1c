import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('health probes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('answers /livez with status ok', async () => {
    const response = await t.http.get('/livez');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with status ok while the database answers', async () => {
    const response = await t.http.get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('reports not ready (503 service_unavailable) once shutdown has begun, still serving requests until it closes', async () => {
    t.readiness.markShuttingDown();
    const response = await t.http.get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ error: 'service_unavailable' });
    // A load balancer may still send requests until it has seen that: they are served.
    expect((await t.http.get('/api/csrf-token')).status).toBe(200);
    t.readiness.markClosing();
    const refused = await t.http.get('/api/csrf-token');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ message: 'The server is shutting down.' });
  });
});

describe('readiness when the database fails', () => {
  it('answers /readyz with 503 service_unavailable when `select 1` fails', async () => {
    const t = await startTestServer();
    try {
      await t.database.close();
      const response = await t.http.get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: 'service_unavailable',
        code: 'health.database_unreachable',
        message: 'The database is not reachable.',
      });
    } finally {
      await t.close();
    }
  });
});
