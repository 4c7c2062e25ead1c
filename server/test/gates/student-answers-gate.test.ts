// Gate: every route a student may call, called by a student whose study paths consultants have
// worked on (consultant-world.ts), answers without a consultant's sign-in address or account id,
// removes nothing a consultant made (documents and their files, messages, programs) nor any payment
// record, and leaves an ended path's payment as it was. New routes join by being mounted; a route
// with a body is called with its valid sample (valid-samples.ts), pointed at the world's records.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, documents, users } from '../../src/platform/db/schema/index.ts';
import { signedInSession } from '../../src/platform/http/guards.ts';
import { listRoutes, type RouteTableEntry } from '../../src/platform/http/route-access.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { seedConsultantWorld } from './consultant-world.ts';
import { withoutDerivedHeadRoutes } from './route-paths.ts';
import { checkStudentChange, checkStudentReads, isStudentCallable } from './student-answers.ts';

describe('what a student’s calls show and change in a consultant’s world', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const studentRoutes = () =>
    withoutDerivedHeadRoutes(listRoutes(t.app)).filter((route) => isStudentCallable(route));

  it('answers every read without a consultant’s e-mail or id', async () => {
    const world = await seedConsultantWorld(t);
    const reads = studentRoutes().filter((route) => route.method === 'GET');
    const { problems, calls } = await checkStudentReads(t, world, reads);
    console.log(`student answers gate: ${calls} reads`);
    expect(calls).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  }, 60_000);

  it('lets no change by a student show a consultant’s e-mail, remove their records or move an ended path’s payment', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const route of studentRoutes().filter((entry) => entry.method !== 'GET')) {
      const checked = await checkStudentChange(t, route, seedConsultantWorld);
      problems.push(...checked.problems);
      calls += checked.calls;
    }
    console.log(`student answers gate: ${calls} changes`);
    expect(calls).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('the student answers gate itself', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      extendApp: (app) => {
        const config = { access: 'student' } as const;
        const owned = { access: 'student', ownedResource: { kind: 'application' } } as const;
        // Careless routes, each doing what the gate exists to catch.
        app.get('/api/test/author-by-email', { config }, async () => {
          const [admin] = await t.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
          return { createdBy: { email: admin?.email } };
        });
        app.get('/api/test/author-by-id', { config }, async () => {
          const [admin] = await t.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
          return { createdBy: { id: admin?.id }, senderId: admin?.id };
        });
        app.delete<{ Params: { id: string } }>(
          '/api/test/path-with-documents/:id',
          { config: owned },
          async (request, reply) => {
            await t.db.delete(documents).where(eq(documents.applicationId, request.params.id));
            return reply.code(204).send();
          },
        );
        app.post('/api/test/upgrade-anything', { config }, async (request) => {
          const { user } = signedInSession(request);
          await t.db
            .update(applications)
            .set({ packageTier: 'premium', packagePrice: 149_900 })
            .where(and(eq(applications.userId, user.id), isNotNull(applications.closedAt)));
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  const route = (method: string, url: string): RouteTableEntry => {
    const found = listRoutes(t.app).find((entry) => entry.url === url && entry.method === method);
    if (!found) throw new Error(`no route ${method} ${url}`);
    return found;
  };

  it('catches a consultant’s e-mail, and their id outside the fields the spec names', async () => {
    const world = await seedConsultantWorld(t);
    const { problems } = await checkStudentReads(t, world, [
      route('GET', '/api/test/author-by-email'),
      route('GET', '/api/test/author-by-id'),
    ]);
    expect(problems).toEqual([
      "GET /api/test/author-by-email: a consultant's e-mail in $.createdBy.email",
      "GET /api/test/author-by-id: a consultant's id in $.createdBy.id",
    ]);
  }, 60_000);

  it('catches a student’s deletion that takes a consultant’s document with it', async () => {
    const { problems } = await checkStudentChange(
      t,
      route('DELETE', '/api/test/path-with-documents/:id'),
      seedConsultantWorld,
    );
    // Once per path of the world: the active one holds the consultant's document.
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/path-with-documents.*: removed a consultant's document/);
  }, 60_000);

  it('catches a student’s call that moves an ended path’s payment', async () => {
    const { problems } = await checkStudentChange(
      t,
      route('POST', '/api/test/upgrade-anything'),
      seedConsultantWorld,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /upgrade-anything: changed the ended path .*"packageTier":"basic".*"packageTier":"premium"/,
    );
  }, 60_000);
});
