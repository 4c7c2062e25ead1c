// Factories that create data through the real services (so hashes, normalisation and defaults are
// the production ones). No test-framework imports: a dev seed script can use them as they are.
import { randomBytes } from 'node:crypto';
import type { Role } from '@studypath/domain';
import type { UserRow } from '../src/platform/db/schema/index.ts';
import { hashPassword } from '../src/platform/crypto/passwords.ts';
import {
  createUser as createUserAccount,
  createUserWithHash,
} from '../src/features/users/users.service.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';

export interface UserFactoryInput {
  email?: string;
  password?: string;
  role?: Role;
  /** Email verified (default true): unverified accounts cannot sign in. */
  verified?: boolean;
}

export interface CreatedUser {
  user: UserRow;
  /** The plain password, for signing in. */
  password: string;
}

/**
 * The password of every account made without one, random per process and hashed once: a suite
 * makes about 800 accounts, and each Argon2id hash costs tens of milliseconds of CPU (issue 25).
 * A test that needs accounts with different passwords gives them.
 */
const defaultPassword = `password-${randomBytes(6).toString('hex')}`;
let defaultPasswordHash: Promise<string> | undefined;

export async function createUser(
  deps: ServiceDeps,
  input: UserFactoryInput = {},
): Promise<CreatedUser> {
  const role = input.role ?? 'student';
  const email = input.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`;
  const account = { email, role, isEmailVerified: input.verified ?? true };
  if (input.password !== undefined) {
    const user = await createUserAccount(deps, { ...account, password: input.password });
    return { user, password: input.password };
  }
  defaultPasswordHash ??= hashPassword(defaultPassword);
  const user = await createUserWithHash(deps, {
    ...account,
    passwordHash: await defaultPasswordHash,
  });
  return { user, password: defaultPassword };
}
