// The callers every gate plays: an anonymous browser, two students (A owns the resources, B must
// never reach them) and an administrator. Sessions are started directly through the sessions
// service, like a login fixture: no password hashing and no sign-in rate limit per route.
import type { UserRow } from '../../src/platform/db/schema/index.ts';
import { startSession } from '../../src/platform/sessions/sessions.service.ts';
import { createCookieSettings } from '../../src/platform/http/cookies.ts';
import type { TestClient } from '../http-client.ts';
import type { TestServer } from '../test-server.ts';

export const callerNames = ['anonymous', 'studentA', 'studentB', 'admin'] as const;
export type CallerName = (typeof callerNames)[number];

export interface GateUsers {
  studentA: UserRow;
  studentB: UserRow;
  admin: UserRow;
}

export async function createGateUsers(t: TestServer): Promise<GateUsers> {
  const [studentA, studentB, admin] = await Promise.all([
    t.createUser({ role: 'student' }),
    t.createUser({ role: 'student' }),
    t.createUser({ role: 'admin' }),
  ]);
  return { studentA: studentA.user, studentB: studentB.user, admin: admin.user };
}

/** A browser for the caller: signed in with a fresh session unless anonymous. */
export async function clientFor(
  t: TestServer,
  users: GateUsers,
  caller: CallerName,
): Promise<TestClient> {
  const client = t.newClient();
  if (caller === 'anonymous') return client;
  const session = await startSession(t.deps, {
    userId: users[caller].id,
    userAgent: 'security-gate',
    ip: client.ip,
  });
  const isSecure = t.config.appUrl.startsWith('https:');
  client.cookies.set(createCookieSettings(isSecure).names.session, session.rawId);
  return client;
}

/** The caller whose access level lets it through a route declared `access`. */
export function allowedCallerFor(access: string | undefined): Exclude<CallerName, 'studentB'> {
  if (access === 'admin') return 'admin';
  if (access === 'public') return 'anonymous';
  return 'studentA';
}
