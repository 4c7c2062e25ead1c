// Creating accounts. Used by the first-admin bootstrap now, registration later, and the test/dev
// factories, so every account is made the same way (lower-cased email, Argon2id hash).
import type { Role } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserRow } from '../../platform/db/schema/index.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { insertUser } from '../../platform/people/people.queries.ts';

export interface CreateUserInput {
  email: string;
  password: string;
  role: Role;
  isEmailVerified: boolean;
}

/** Creates an account; throws AppError 'conflict' when the email is already registered. */
export async function createUser(deps: ServiceDeps, input: CreateUserInput): Promise<UserRow> {
  const { password, ...account } = input;
  return createUserWithHash(deps, { ...account, passwordHash: await hashPassword(password) });
}

/**
 * The same with the password already hashed (Argon2id, hashPassword): the test factories hash
 * their default password once per process instead of once per account.
 */
export async function createUserWithHash(
  deps: ServiceDeps,
  input: Omit<CreateUserInput, 'password'> & { passwordHash: string },
): Promise<UserRow> {
  const now = deps.now();
  const user = await insertUser(deps.db, {
    email: input.email.trim().toLowerCase(),
    passwordHash: input.passwordHash,
    role: input.role,
    emailVerifiedAt: input.isEmailVerified ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw new AppError('account.email_taken');
  return user;
}
