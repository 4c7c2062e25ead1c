// Gate: every route the app has, called as anonymous, student A, student B and an admin, answers
// as its access declaration promises. New routes join by being mounted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/platform/http/route-access.ts';
import { testServerForSuite } from '../suite-server.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { checkRouteAccess } from './access-matrix.ts';
import { createGateUsers, type GateUsers } from './gate-callers.ts';
import { ownedResourceFactories, type OwnedResourceFactory } from './owned-resources.ts';
import { withoutDerivedHeadRoutes } from './route-paths.ts';

describe('access matrix over the route table', () => {
  const t = testServerForSuite();
  let users: GateUsers;
  beforeAll(async () => {
    users = await createGateUsers(t);
  });

  it('answers every route for every caller as declared', async () => {
    const routes = withoutDerivedHeadRoutes(listRoutes(t.app));
    const problems: string[] = [];
    for (const route of routes) {
      problems.push(...(await checkRouteAccess(t, users, route, ownedResourceFactories)));
    }
    console.log(`access matrix: ${routes.length} routes x 4 callers`);
    expect(problems).toEqual([]);
    // Six callers per route, one by one: well over the default timeout on a busy machine.
  }, 120_000);

  it('covers the routes that need a session', () => {
    const levels = new Set(listRoutes(t.app).map((route) => route.access));
    expect(levels).toContain('signed-in');
    expect(levels).toContain('public');
  });
});

describe('the access matrix itself', () => {
  let t: TestServer;
  let users: GateUsers;
  const factories: Record<string, OwnedResourceFactory> = {
    // The "resource" is the owner's own account id: enough to tell owners from others.
    'test-note': (_t, owner) => Promise.resolve(owner.id),
  };
  beforeAll(async () => {
    t = await startTestServer({
      extendApp: (app) => {
        const config = { access: 'student', ownedResource: { kind: 'test-note' } } as const;
        app.get<{ Params: { id: string } }>(
          '/api/test/careful/:id',
          { config },
          (request, reply) =>
            request.session?.user.id === request.params.id
              ? { ok: true }
              : reply.code(404).send({ error: 'not_found', message: 'Not found.' }),
        );
        app.get('/api/test/careless/:id', { config }, () => ({ ok: true }));
        app.get(
          '/api/test/unowned/:id',
          { config: { access: 'student', ownedResource: { kind: 'nobody-made-this' } } },
          () => ({ ok: true }),
        );
      },
    });
    users = await createGateUsers(t);
  });
  afterAll(() => t.close());

  const route = (url: string) => {
    const found = listRoutes(t.app).find((entry) => entry.url === url && entry.method === 'GET');
    if (!found) throw new Error(`no route ${url}`);
    return found;
  };

  it('passes a route that answers 404 for another student’s resource', async () => {
    expect(await checkRouteAccess(t, users, route('/api/test/careful/:id'), factories)).toEqual([]);
  });

  it('catches a route that shows student A’s resource to student B', async () => {
    const problems = await checkRouteAccess(t, users, route('/api/test/careless/:id'), factories);
    expect(problems).toEqual([
      'GET /api/test/careless/:id as studentB: expected 404 (not their resource), got 200',
    ]);
  });

  it('fails a route whose owned resource kind has no factory', async () => {
    const problems = await checkRouteAccess(t, users, route('/api/test/unowned/:id'), factories);
    expect(problems[0]).toMatch(/no factory for owned resource 'nobody-made-this'/);
  });
});
