// signedInUser with the sign-in itself asserted (200), for test files that sign users in on more
// than one server process.
import type { Role } from '@studypath/domain';
import { expect } from 'vitest';
import { signedInUser } from './signed-in.ts';
import type { TestServer } from './test-server.ts';

export async function checkedSignIn(server: TestServer, role: Role = 'student') {
  const { user, client, login } = await signedInUser(server, { role });
  expect(login.status).toBe(200);
  return { user, client };
}
