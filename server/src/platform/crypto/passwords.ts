// Password hashing: Argon2id with OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient `const enum`, which isolatedModules forbids us to reference by name;
// 2 is its Argon2id member.
const argon2id = 2 as Algorithm;

export const passwordHashOptions = {
  algorithm: argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real account, so "no such email" and "wrong password" look
 * alike from outside (no account enumeration through timing).
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword('studypath-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
