import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { requireAdmin, requireUser } from './guards.ts';

describe('route guards', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      extendApp: (app) => {
        app.get('/api/test/members', { preHandler: requireUser }, () => ({ ok: true }));
        app.get('/api/test/admins', { preHandler: requireAdmin }, () => ({ ok: true }));
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(role: 'student' | 'admin') {
    const { user, password } = await t.createUser({ role });
    const client = t.newClient();
    expect((await client.login(user.email, password)).status).toBe(200);
    return client;
  }

  it('lets anyone signed in through requireUser and answers 401 to anonymous callers', async () => {
    expect((await (await signedIn('student')).get('/api/test/members')).status).toBe(200);
    const anonymous = await t.newClient().get('/api/test/members');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'unauthorized', message: 'You are not signed in.' });
  });

  it('lets only admins through requireAdmin: 403 forbidden for students, 401 for anonymous', async () => {
    expect((await (await signedIn('admin')).get('/api/test/admins')).status).toBe(200);
    const student = await (await signedIn('student')).get('/api/test/admins');
    expect(student.status).toBe(403);
    expect(student.body).toMatchObject({ error: 'forbidden' });
    expect((await t.newClient().get('/api/test/admins')).status).toBe(401);
  });
});
