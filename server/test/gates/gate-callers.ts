// The callers every gate plays: an anonymous browser, two students (A owns the resources, B must
// never reach them), an administrator, and two guardians (issue 26): A follows student A, B
// follows nobody, so B must never reach student A's records. Sessions are started directly through the sessions
// service, like a login fixture: no password hashing and no sign-in rate limit per route.
import { guardianLinks, type UserRow } from '../../src/platform/db/schema/index.ts';
import { startSession } from '../../src/platform/sessions/sessions.service.ts';
import { createCookieSettings } from '../../src/platform/http/cookies.ts';
import type { TestClient } from '../http-client.ts';
import type { TestServer } from '../test-server.ts';

export const callerNames = [
  'anonymous',
  'studentA',
  'studentB',
  'admin',
  'guardianA',
  'guardianB',
] as const;
export type CallerName = (typeof callerNames)[number];

export interface GateUsers {
  studentA: UserRow;
  studentB: UserRow;
  admin: UserRow;
  guardianA: UserRow;
  guardianB: UserRow;
}

export async function createGateUsers(t: TestServer): Promise<GateUsers> {
  const [studentA, studentB, admin, guardianA, guardianB] = await Promise.all([
    t.createUser({ role: 'student' }),
    t.createUser({ role: 'student' }),
    t.createUser({ role: 'admin' }),
    t.createUser({ role: 'guardian' }),
    t.createUser({ role: 'guardian' }),
  ]);
  await t.db.insert(guardianLinks).values({
    guardianId: guardianA.user.id,
    studentId: studentA.user.id,
    createdAt: t.clock.now(),
  });
  return {
    studentA: studentA.user,
    studentB: studentB.user,
    admin: admin.user,
    guardianA: guardianA.user,
    guardianB: guardianB.user,
  };
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
export function allowedCallerFor(
  access: string | undefined,
): Exclude<CallerName, 'studentB' | 'guardianB'> {
  if (access === 'admin') return 'admin';
  if (access === 'public') return 'anonymous';
  if (access === 'guardian') return 'guardianA';
  return 'studentA';
}

export const isGuardianCaller = (caller: CallerName): boolean =>
  caller === 'guardianA' || caller === 'guardianB';
