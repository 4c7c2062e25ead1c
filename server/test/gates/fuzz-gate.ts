// Gate: every route gets malformed input (at least 200 requests for each route with a body, query
// or path parameters) and never answers 5xx; every refusal is the shared error body (its code too)
// with no-store. Callers are the ones the route's declaration lets through, so the input reaches
// validation and the handler rather than stopping at the access check. A route whose inputs give
// fewer cases than the minimum (a path parameter or a short query alone) is also fuzzed as the
// callers it refuses or answers 404 (anonymous, the other role, the student who does not own the
// resource): those answers must keep the shared shape too.
// The route table is fuzzed in four parts, one test file each (fuzz-gate-part-N.test.ts), so that
// the gate, the longest work of the suite, is shared by the workers and none of them is left
// alone with a long file at the end of the run.
import { isRefusalCode } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listRoutes,
  safeMethods,
  type RouteTableEntry,
} from '../../src/platform/http/route-access.ts';
import type { TestClient } from '../http-client.ts';
import { sendRaw } from '../raw-http.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { fuzzCases, type FuzzCase } from './fuzz-cases.ts';
import {
  allowedCallerFor,
  callerNames,
  clientFor,
  createGateUsers,
  type CallerName,
  type GateUsers,
} from './gate-callers.ts';
import { ownedResourceFactories } from './owned-resources.ts';
import { parameterNames, routeName, withoutDerivedHeadRoutes } from './route-paths.ts';
import { validSamples } from './valid-samples.ts';

const concurrency = 6;
const minimumCasesPerInputRoute = 200;

let ipCounter = 0;
/** A fresh client address per request, so per-address rate limits never stop the fuzzing. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

interface Answer {
  status: number;
  contentType: string;
  cacheControl: string;
  text: string;
}

async function send(
  t: TestServer,
  route: RouteTableEntry,
  client: TestClient,
  csrfToken: string | null,
  fuzzCase: FuzzCase,
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  if (client.cookies.size > 0) {
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  const body = typeof fuzzCase.body === 'function' ? fuzzCase.body() : fuzzCase.body;
  if (body?.contentType) headers['content-type'] = body.contentType;

  if (fuzzCase.isRawPath) {
    const head = [
      `${route.method} ${fuzzCase.target} HTTP/1.1`,
      `host: ${new URL(t.baseUrl).host}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    const raw = await sendRaw(t.baseUrl, head, typeof body?.body === 'string' ? body.body : '');
    return {
      status: raw.status,
      contentType: raw.headers.get('content-type')?.[0] ?? '',
      cacheControl: raw.headers.get('cache-control')?.[0] ?? '',
      text: raw.body,
    };
  }
  // A string body makes fetch add text/plain; bytes go without a content type when none is set.
  const payload =
    body === undefined
      ? undefined
      : typeof body.body === 'string' && body.contentType === null
        ? new TextEncoder().encode(body.body)
        : body.body;
  const response = await fetch(new URL(fuzzCase.target, t.baseUrl), {
    method: route.method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  const contentType = response.headers.get('content-type') ?? '';
  // A live event stream never ends by itself; its status and headers are the answer.
  if (contentType.startsWith('text/event-stream')) await response.body?.cancel();
  return {
    status: response.status,
    contentType,
    cacheControl: response.headers.get('cache-control') ?? '',
    text: contentType.startsWith('text/event-stream') ? '' : await response.text(),
  };
}

function problemWith(route: RouteTableEntry, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400 || route.method === 'HEAD') return null;
  if (answer.cacheControl !== 'no-store') return `error ${answer.status} without no-store`;
  if (!answer.contentType.startsWith('application/json')) {
    return `error ${answer.status} as ${answer.contentType}`;
  }
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  const isShared =
    typeof body.error === 'string' && isRefusalCode(body.code) && typeof body.message === 'string';
  return isShared ? null : `error ${answer.status} not in the shared shape: ${answer.text}`;
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: size }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}

function callersFor(route: RouteTableEntry): CallerName[] {
  // A signed-in route may read its body differently per role (PUT /api/user/profile does).
  return route.access === 'signed-in' ? ['studentA', 'admin'] : [allowedCallerFor(route.access)];
}

/** The allowed callers first, then (for a route with few cases) every other caller. */
function callersForCount(route: RouteTableEntry, casesPerCaller: number): CallerName[] {
  const allowed = callersFor(route);
  if (casesPerCaller * allowed.length >= minimumCasesPerInputRoute) return allowed;
  return [...allowed, ...callerNames.filter((caller) => !allowed.includes(caller))];
}

function hasInput(route: RouteTableEntry): boolean {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return (
    schema.body !== undefined ||
    schema.querystring !== undefined ||
    schema.params !== undefined ||
    parameterNames(route.url).length > 0
  );
}

/**
 * The routes of one part: the route table shared out by how many requests each route gets, the
 * largest first to the part with the fewest so far, so the parts take about as long (by turns,
 * one part had four times another's requests). The same in every file: they agree on the split.
 */
function routesOfPart(
  routes: readonly RouteTableEntry[],
  part: number,
  parts: number,
): RouteTableEntry[] {
  const weighed = routes.map((route, index) => {
    const perCaller = fuzzCases(route).length;
    return { route, index, requests: perCaller * callersForCount(route, perCaller).length };
  });
  weighed.sort((a, b) => b.requests - a.requests || a.index - b.index);
  const loads = Array.from({ length: parts }, () => 0);
  const mine: { route: RouteTableEntry; index: number }[] = [];
  for (const entry of weighed) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] = (loads[lightest] ?? 0) + entry.requests;
    if (lightest === part) mine.push(entry);
  }
  return mine.sort((a, b) => a.index - b.index).map((entry) => entry.route);
}

/** Fuzzes one part of the route table (routesOfPart). */
export function describeFuzzGate(part: number, parts: number): void {
  describe(`fuzz gate over the route table, part ${part + 1} of ${parts}`, () => {
    let t: TestServer;
    let users: GateUsers;
    beforeAll(async () => {
      t = await startTestServer();
      users = await createGateUsers(t);
    });
    afterAll(async () => {
      await t.close();
    });

    it('never answers 5xx to malformed input, and refuses it in the shared error shape', async () => {
      const routes = routesOfPart(withoutDerivedHeadRoutes(listRoutes(t.app)), part, parts);
      const problems: string[] = [];
      const thinRoutes: string[] = [];
      let total = 0;

      for (const route of routes) {
        let routeTotal = 0;
        const casesPerCaller = fuzzCases(route).length;
        for (const caller of callersForCount(route, casesPerCaller)) {
          const owned = route.ownedResource;
          const factory =
            owned && Object.hasOwn(ownedResourceFactories, owned.kind)
              ? ownedResourceFactories[owned.kind]
              : undefined;
          const fixedParams =
            owned && factory ? { [owned.param]: await factory(t, users.studentA) } : undefined;
          const sampleOf = Object.hasOwn(validSamples, routeName(route))
            ? validSamples[routeName(route)]
            : undefined;
          const cases = fuzzCases(route, {
            ...(sampleOf ? { sample: sampleOf(caller) } : {}),
            ...(fixedParams ? { fixedParams } : {}),
          });
          const client = await clientFor(t, users, caller);
          const csrfToken = safeMethods.has(route.method) ? null : await client.csrf();
          await inPool(cases, concurrency, async (fuzzCase) => {
            const answer = await send(t, route, client, csrfToken, fuzzCase);
            const problem = problemWith(route, answer);
            if (problem)
              problems.push(`${routeName(route)} as ${caller}, ${fuzzCase.label}: ${problem}`);
          });
          routeTotal += cases.length;
        }
        total += routeTotal;
        if (hasInput(route) && routeTotal < minimumCasesPerInputRoute) {
          thinRoutes.push(`${routeName(route)}: ${routeTotal}`);
        }
      }

      console.log(`fuzz gate: ${total} malformed requests over ${routes.length} routes`);
      expect(routes.length).toBeGreaterThan(10);
      expect(thinRoutes).toEqual([]);
      expect(problems.slice(0, 50)).toEqual([]);
    }, 600_000);
  });
}
