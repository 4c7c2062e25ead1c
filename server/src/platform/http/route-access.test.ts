import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/signed-in.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { listRoutes } from './route-access.ts';

describe('route access declarations', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      extendApp: (app) => {
        app.get('/api/test/members', { config: { access: 'signed-in' } }, () => ({ ok: true }));
        app.get('/api/test/students', { config: { access: 'student' } }, () => ({ ok: true }));
        app.get('/api/test/admins', { config: { access: 'admin' } }, () => ({ ok: true }));
        app.post('/api/test/admins', { config: { access: 'admin' } }, () => ({ ok: true }));
        app.get('/api/test/own-accounts', { config: { access: 'student-or-guardian' } }, () => ({
          ok: true,
        }));
      },
    });
  });
  afterAll(() => t.close());

  async function signedIn(role: 'student' | 'admin' | 'guardian') {
    const { client, login } = await signedInUser(t, { role });
    expect(login.status).toBe(200);
    return client;
  }

  it('lets students and consultants through a signed-in route, not guardians, and answers 401 to anonymous callers', async () => {
    expect((await (await signedIn('student')).get('/api/test/members')).status).toBe(200);
    expect((await (await signedIn('admin')).get('/api/test/members')).status).toBe(200);
    // A guardian reaches students' records only through the guardian routes (issue 26).
    expect((await (await signedIn('guardian')).get('/api/test/members')).status).toBe(403);
    const anonymous = await t.newClient().get('/api/test/members');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      error: 'unauthorized',
      code: 'unauthorized',
      message: 'You are not signed in.',
    });
  });

  it('lets only admins through an admin route: 403 forbidden for students, 401 for anonymous', async () => {
    expect((await (await signedIn('admin')).get('/api/test/admins')).status).toBe(200);
    const student = await (await signedIn('student')).get('/api/test/admins');
    expect(student.status).toBe(403);
    expect(student.body).toMatchObject({ error: 'forbidden' });
    expect((await t.newClient().get('/api/test/admins')).status).toBe(401);
  });

  it('lets only students through a student route', async () => {
    expect((await (await signedIn('student')).get('/api/test/students')).status).toBe(200);
    expect((await (await signedIn('admin')).get('/api/test/students')).status).toBe(403);
  });

  it('lets students and guardians through a student-or-guardian route, not consultants', async () => {
    expect((await (await signedIn('student')).get('/api/test/own-accounts')).status).toBe(200);
    expect((await (await signedIn('guardian')).get('/api/test/own-accounts')).status).toBe(200);
    expect((await (await signedIn('admin')).get('/api/test/own-accounts')).status).toBe(403);
    expect((await t.newClient().get('/api/test/own-accounts')).status).toBe(401);
  });

  it('refuses before reading the body: an anonymous caller with a malformed body gets 401, not 400', async () => {
    const response = await t.newClient().request('POST', '/api/test/admins', {
      rawBody: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(401);
  });

  it('applies the rule of the matched route to encoded paths', async () => {
    const student = await signedIn('student');
    expect((await student.get('/%61pi/test/admins')).status).toBe(403);
    expect((await t.newClient().get('/api/test/%6dembers')).status).toBe(401);
  });

  it('lists every route with its declaration, HEAD included', () => {
    const routes = listRoutes(t.app);
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/auth/me', access: 'account' }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'HEAD', url: '/api/test/admins', access: 'admin' }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/livez', isSessionless: true }),
    );
    expect(routes.filter((route) => route.url.startsWith('/api/docs')).length).toBeGreaterThan(0);
  });
});

describe('a route nobody declared', () => {
  it('stops the app from starting, naming the route', async () => {
    await expect(
      startTestServer({
        extendApp: (app) => {
          app.get('/api/test/undeclared', () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/GET \/api\/test\/undeclared: declare config.access/);
  });

  it('refuses a sessionless declaration on a method that changes state', async () => {
    await expect(
      startTestServer({
        extendApp: (app) => {
          app.post(
            '/api/test/sessionless',
            { config: { access: 'public', isSessionless: true } },
            () => ({ ok: true }),
          );
        },
      }),
    ).rejects.toThrow(/POST \/api\/test\/sessionless: isSessionless is only for safe methods/);
  });
});
