// Gate: every field of every request body refuses a NUL or other control character with a 400
// that names the field (the domain's textSchema), so such text never reaches the database.
// Multi-line fields may hold tabs and newlines; no field may hold a lone surrogate.
import { beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type RouteTableEntry } from '../../src/platform/http/route-access.ts';
import { testServerForSuite } from '../suite-server.ts';
import {
  allowedCallerFor,
  clientFor,
  createGateUsers,
  type CallerName,
  type GateUsers,
} from './gate-callers.ts';
import { ownedResourceFactories } from './owned-resources.ts';
import { bodyMethods, concretePath, routeName } from './route-paths.ts';
import { schemaFieldPaths, withValueAt } from './schema-fields.ts';
import { validSamples } from './valid-samples.ts';

const badTexts = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b'];

describe('text input gate over the route table', () => {
  const t = testServerForSuite();
  let users: GateUsers;
  beforeAll(async () => {
    users = await createGateUsers(t);
  });

  /**
   * Student A's own resource for a route that declares one: a guardian's route checks the link
   * before it reads the body, so only the linked student's id reaches the body's validation.
   */
  async function pathFor(route: RouteTableEntry): Promise<string> {
    const owned = route.ownedResource;
    const factory =
      owned && Object.hasOwn(ownedResourceFactories, owned.kind)
        ? ownedResourceFactories[owned.kind]
        : undefined;
    if (!owned || !factory) return concretePath(route.url);
    return concretePath(route.url, { [owned.param]: await factory(t, users.studentA) });
  }

  async function problemsFor(route: RouteTableEntry, caller: CallerName): Promise<string[]> {
    const schema = (route.schema ?? {}) as { body?: unknown };
    const sampleOf = Object.hasOwn(validSamples, routeName(route))
      ? validSamples[routeName(route)]
      : undefined;
    const base = sampleOf?.(caller) ?? {};
    const client = await clientFor(t, users, caller);
    const path = await pathFor(route);
    const problems: string[] = [];
    for (const field of schemaFieldPaths(schema.body)) {
      const name = field.join('.');
      for (const text of badTexts) {
        client.ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        const response = await client.request(route.method, path, {
          json: withValueAt(base, field, text),
          withCsrf: true,
        });
        const details = (response.body as { details?: Array<{ field: string }> }).details ?? [];
        if (response.status !== 400 || !details.some((detail) => detail.field === name)) {
          problems.push(
            `${routeName(route)} as ${caller}: ${name}=${JSON.stringify(text)} answered ` +
              `${response.status} ${JSON.stringify(details.map((detail) => detail.field))}`,
          );
        }
      }
    }
    return problems;
  }

  it('refuses control characters and lone surrogates in every body field, naming the field', async () => {
    const routes = listRoutes(t.app).filter(
      (route) => bodyMethods.has(route.method) && (route.schema as { body?: unknown })?.body,
    );
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of routes) {
      const callers: CallerName[] =
        route.access === 'signed-in' ? ['studentA', 'admin'] : [allowedCallerFor(route.access)];
      for (const caller of callers) problems.push(...(await problemsFor(route, caller)));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
