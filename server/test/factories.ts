// Factories that create data through the real services (so hashes, normalisation and defaults are
// the production ones). No test-framework imports: a dev seed script can use them as they are.
import { randomBytes } from 'node:crypto';
import type { Role } from '@studypath/domain';
import type { UserRow } from '../src/platform/db/schema/index.ts';
import { createUser as createUserAccount } from '../src/features/users/users.service.ts';
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

export async function createUser(
  deps: ServiceDeps,
  input: UserFactoryInput = {},
): Promise<CreatedUser> {
  const role = input.role ?? 'student';
  const password = input.password ?? `password-${randomBytes(6).toString('hex')}`;
  const email = input.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`;
  const user = await createUserAccount(deps, {
    email,
    password,
    role,
    isEmailVerified: input.verified ?? true,
  });
  return { user, password };
}
