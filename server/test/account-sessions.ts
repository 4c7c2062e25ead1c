// A browser signed in as a user, with a session started directly through the sessions service (as
// the gates' callers are): no password hashing, no sign-in rate limit. No test-framework imports.
import type { UserRow } from '../src/platform/db/schema/index.ts';
import { startSession } from '../src/platform/sessions/sessions.service.ts';
import { createCookieSettings } from '../src/platform/http/cookies.ts';
import type { TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export async function signedInAs(t: TestServer, user: Pick<UserRow, 'id'>): Promise<TestClient> {
  const client = t.newClient();
  const session = await startSession(t.deps, {
    userId: user.id,
    userAgent: 'server-tests',
    ip: client.ip,
  });
  const isSecure = t.config.appUrl.startsWith('https:');
  client.cookies.set(createCookieSettings(isSecure).names.session, session.rawId);
  return client;
}

/** A new consultant (role admin) and a browser signed in as them. */
export async function consultantWithSession(
  t: TestServer,
): Promise<{ user: UserRow; client: TestClient }> {
  const { user } = await t.createUser({ role: 'admin' });
  return { user, client: await signedInAs(t, user) };
}
