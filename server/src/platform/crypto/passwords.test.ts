import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses Argon2id with m=19456 KiB, t=2, p=1', async () => {
    const encoded = await hashPassword('correct horse battery staple');
    expect(encoded.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await hashPassword('right password');
    expect(await verifyPassword(encoded, 'right password')).toBe(true);
    expect(await verifyPassword(encoded, 'wrong password')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check rather than an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('always fails the dummy check used for unknown emails', async () => {
    expect(await verifyAgainstDummyHash('studypath-dummy-password-for-timing')).toBe(false);
  });
});
