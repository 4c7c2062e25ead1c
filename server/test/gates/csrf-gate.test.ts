// Gate: every route that changes state refuses a request without a valid CSRF token: none, a
// forged one, another browser's, and through percent-encoded and absolute-form targets (which the
// router decodes to the same route). A request with the right token is not refused for CSRF, so
// each refusal is about the token and nothing else.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listRoutes,
  safeMethods,
  type RouteTableEntry,
} from '../../src/platform/http/route-access.ts';
import type { TestClient } from '../http-client.ts';
import { sendRaw } from '../raw-http.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { allowedCallerFor, clientFor, createGateUsers, type GateUsers } from './gate-callers.ts';
import { ownedResourceFactories } from './owned-resources.ts';
import { concretePath, routeName } from './route-paths.ts';

/** `/api/auth/login` → `/%61pi/auth/login` and `/api/auth/logi%6e`. */
export function encodedVariants(path: string): string[] {
  const encode = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const first = path.replace(/^\/([a-z])/i, (_match, letter: string) => `/${encode(letter)}`);
  const last = path.replace(/([a-z])(\/?)$/i, (_match, letter: string, slash: string) => {
    return `${encode(letter)}${slash}`;
  });
  return [...new Set([first, last])].filter((variant) => variant !== path);
}

function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('CSRF gate over the route table', () => {
  let t: TestServer;
  let users: GateUsers;
  let host: string;
  beforeAll(async () => {
    t = await startTestServer();
    users = await createGateUsers(t);
    host = new URL(t.baseUrl).host;
  });
  afterAll(() => t.close());

  async function pathFor(route: RouteTableEntry): Promise<string> {
    const owned = route.ownedResource;
    if (!owned) return concretePath(route.url);
    const factory = Object.hasOwn(ownedResourceFactories, owned.kind)
      ? ownedResourceFactories[owned.kind]
      : undefined;
    if (!factory) throw new Error(`no factory for owned resource '${owned.kind}'`);
    return concretePath(route.url, { [owned.param]: await factory(t, users.studentA) });
  }

  async function refusalsFor(route: RouteTableEntry): Promise<string[]> {
    const caller = allowedCallerFor(route.access);
    const client = await clientFor(t, users, caller);
    // The browser holds its pre-session cookie (or session): only the header is wrong below.
    await client.csrf();
    const path = await pathFor(route);
    const json = {};
    const answers: Array<[string, number, unknown]> = [];
    const record = (label: string, status: number, body: unknown) =>
      answers.push([label, status, (body as { error?: unknown } | null)?.error]);

    const none = await client.request(route.method, path, { json });
    record('without a token', none.status, none.body);

    const forged = await client.request(route.method, path, {
      json,
      headers: { 'x-csrf-token': randomBytes(32).toString('base64url') },
    });
    record('with a forged token', forged.status, forged.body);

    const otherBrowser = await clientFor(t, users, caller === 'admin' ? 'admin' : 'studentB');
    const othersToken = await otherBrowser.csrf();
    const stolen = await client.request(route.method, path, {
      json,
      headers: { 'x-csrf-token': othersToken },
    });
    record("with another session's token", stolen.status, stolen.body);

    const anonymousToken = await t.newClient().csrf();
    const presession = await client.request(route.method, path, {
      json,
      headers: { 'x-csrf-token': anonymousToken },
    });
    record("with another browser's pre-session token", presession.status, presession.body);

    const rawHead = (target: string) =>
      [
        `${route.method} ${target} HTTP/1.1`,
        `host: ${host}`,
        `x-forwarded-for: ${client.ip}`,
        'content-type: application/json',
        ...(client.cookies.size > 0 ? [`cookie: ${cookieHeader(client)}`] : []),
      ].join('\r\n');
    for (const variant of encodedVariants(path)) {
      const response = await sendRaw(t.baseUrl, rawHead(variant), '{}');
      record(`through ${variant}`, response.status, JSON.parse(response.body || 'null'));
    }
    const absolute = await sendRaw(t.baseUrl, rawHead(`http://${host}${path}`), '{}');
    record('through an absolute-form target', absolute.status, JSON.parse(absolute.body || 'null'));

    const problems = answers
      .filter(([, status, error]) => status !== 403 || error !== 'csrf_invalid')
      .map(([label, status, error]) => `${routeName(route)} ${label}: ${status} ${String(error)}`);

    // The control: the right token is not refused for CSRF.
    const honest = await client.request(route.method, path, { json, withCsrf: true });
    const honestError = (honest.body as { error?: unknown } | null)?.error;
    if (honestError === 'csrf_invalid') {
      problems.push(`${routeName(route)} with the right token: refused as csrf_invalid`);
    }
    return problems;
  }

  it('refuses every forged, missing or misrouted token on every unsafe route', async () => {
    const routes = listRoutes(t.app).filter(
      (route) => !safeMethods.has(route.method) && !route.isCsrfExempt,
    );
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of routes) problems.push(...(await refusalsFor(route)));
    console.log(`CSRF gate: ${routes.length} unsafe routes, 7+ refusals each`);
    expect(problems).toEqual([]);
  });

  it('makes encoded variants that differ from the plain path', () => {
    expect(encodedVariants('/api/auth/login')).toEqual(['/%61pi/auth/login', '/api/auth/logi%6e']);
  });
});
