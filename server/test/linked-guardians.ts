// A guardian account already following a student, made directly in the database (a user of role
// guardian and a live guardian_links row), for tests of what a guardian reads and pays, apart from
// how the link is made. No test-framework imports.
import type { UserRow } from '../src/platform/db/schema/index.ts';
import { guardianLinks } from '../src/platform/db/schema/index.ts';
import { signedInAs } from './account-sessions.ts';
import type { TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export interface LinkedGuardian {
  user: UserRow;
  client: TestClient;
}

/** A signed-in guardian; linked to `studentId` when given, else to nobody. */
export async function signedInGuardian(
  t: TestServer,
  studentId: string | null,
  input: { email?: string } = {},
): Promise<LinkedGuardian> {
  const { user } = await t.createUser({ role: 'guardian', ...input });
  if (studentId !== null) {
    await t.db
      .insert(guardianLinks)
      .values({ guardianId: user.id, studentId, createdAt: t.clock.now() });
  }
  return { user, client: await signedInAs(t, user) };
}
