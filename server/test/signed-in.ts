// A new user signed in through the real login route (password check, rate limit, audit entry), as
// the web app does. For tests whose set-up needs a student or a consultant (role admin) with a
// live session; tests that only need a session, not the login itself, can use signedInAs from
// account-sessions.ts. No test-framework imports: callers that check the sign-in assert on `login`.
import type { UserRow } from '../src/platform/db/schema/index.ts';
import type { UserFactoryInput } from './factories.ts';
import type { TestClient, TestResponse } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export interface SignedInUser {
  user: UserRow;
  password: string;
  client: TestClient;
  /** The answer to POST /api/auth/login. */
  login: TestResponse;
}

export async function signedInUser(
  t: TestServer,
  input: UserFactoryInput = {},
): Promise<SignedInUser> {
  const { user, password } = await t.createUser(input);
  const client = t.newClient();
  const login = await client.login(user.email, password);
  return { user, password, client, login };
}

export function signedInStudent(t: TestServer): Promise<SignedInUser> {
  return signedInUser(t, { role: 'student' });
}

/** Consultants are the users with role admin. */
export function signedInConsultant(t: TestServer): Promise<SignedInUser> {
  return signedInUser(t, { role: 'admin' });
}
