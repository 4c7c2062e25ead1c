// The access matrix: one route called as anonymous, student A, student B and an admin, each
// answer compared with what the route's declaration promises. Returns the broken promises, so
// the gate test can show every one at once (and the gate's own test can show it catches them).
import type { RouteTableEntry } from '../../src/platform/http/route-access.ts';
import type { TestServer } from '../test-server.ts';
import {
  callerNames,
  clientFor,
  isGuardianCaller,
  type CallerName,
  type GateUsers,
} from './gate-callers.ts';
import type { OwnedResourceFactory } from './owned-resources.ts';
import { bodyMethods, concretePath, routeName } from './route-paths.ts';

type Expected = 'allowed' | 'unauthorized' | 'forbidden' | 'not_found';

export function expectedOutcome(route: RouteTableEntry, caller: CallerName): Expected {
  const { access } = route;
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 'unauthorized';
  if (access === 'account') return 'allowed';
  if (access === 'student-or-guardian') return caller === 'admin' ? 'forbidden' : 'allowed';
  // Guardian routes are for guardians; a guardian reaches nothing else.
  if (access === 'guardian') {
    if (!isGuardianCaller(caller)) return 'forbidden';
    return caller === 'guardianB' && route.ownedResource ? 'not_found' : 'allowed';
  }
  if (isGuardianCaller(caller)) return 'forbidden';
  if (caller === 'admin') return access === 'student' ? 'forbidden' : 'allowed';
  if (access === 'admin') return 'forbidden';
  return caller === 'studentB' && route.ownedResource ? 'not_found' : 'allowed';
}

function describeMismatch(expected: Expected, status: number, errorCode: unknown): string | null {
  if (status >= 500) return `answered ${status} (${String(errorCode)})`;
  switch (expected) {
    case 'unauthorized':
      return status === 401 ? null : `expected 401 unauthorized, got ${status}`;
    case 'forbidden':
      return status === 403 && errorCode === 'forbidden'
        ? null
        : `expected 403 forbidden, got ${status} ${String(errorCode)}`;
    case 'not_found':
      return status === 404 ? null : `expected 404 (not their resource), got ${status}`;
    case 'allowed':
      return status === 401 || status === 403
        ? `expected to be let through, got ${status} ${String(errorCode)}`
        : null;
  }
}

export async function checkRouteAccess(
  t: TestServer,
  users: GateUsers,
  route: RouteTableEntry,
  factories: Readonly<Record<string, OwnedResourceFactory>>,
): Promise<string[]> {
  const owned = route.ownedResource;
  const factory = owned && Object.hasOwn(factories, owned.kind) ? factories[owned.kind] : undefined;
  if (owned && !factory) {
    return [
      `${routeName(route)}: no factory for owned resource '${owned.kind}' in owned-resources.ts`,
    ];
  }
  const problems: string[] = [];
  // Each caller gets a fresh resource of student A's: a DELETE by one must not decide the next.
  // The owner (or their guardian) last among the signed-in, so a refused caller's attempt never
  // runs after the owner's DELETE.
  const owner: CallerName = route.access === 'guardian' ? 'guardianA' : 'studentA';
  const order = [...callerNames.filter((caller) => caller !== owner), owner];
  for (const caller of order) {
    const values = owned && factory ? { [owned.param]: await factory(t, users.studentA) } : {};
    const client = await clientFor(t, users, caller);
    const isUnsafe = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    const response = await client.request(route.method, concretePath(route.url, values), {
      ...(bodyMethods.has(route.method) ? { json: {} } : {}),
      withCsrf: isUnsafe,
    });
    const errorCode = (response.body as { error?: unknown } | null)?.error;
    const expected = expectedOutcome(route, caller);
    const mismatch = describeMismatch(expected, response.status, errorCode);
    // A strict 'allowed' for the owner: a 404 there means the route cannot find its own resource.
    const ownerNotFound = owned && caller === owner && response.status === 404;
    if (mismatch) problems.push(`${routeName(route)} as ${caller}: ${mismatch}`);
    else if (ownerNotFound) problems.push(`${routeName(route)} as ${owner} (owner): got 404`);
  }
  return problems;
}
