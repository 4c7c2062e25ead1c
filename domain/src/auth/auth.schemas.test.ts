import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, INVALID_TEXT_MESSAGE } from '../input/text.schema.ts';
import { loginRequestSchema } from './auth.schemas.ts';

describe('loginRequestSchema', () => {
  it('normalises the email to trimmed lower case', () => {
    const parsed = loginRequestSchema.parse({ email: '  Ana@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('ana@example.com');
  });

  it('refuses an invalid email with the spec message', () => {
    const result = loginRequestSchema.safeParse({ email: 'nope', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('refuses an empty password with the spec message', () => {
    const result = loginRequestSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(result.error?.issues[0]?.message).toBe('Password is required');
  });
});

describe('loginRequestSchema and control characters', () => {
  const issuesOf = (input: unknown) =>
    loginRequestSchema
      .safeParse(input)
      .error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

  it('refuses a NUL in the email alone, on the email', () => {
    expect(issuesOf({ email: 'ana\u0000@example.com', password: 'x' })).toEqual([
      { path: ['email'], message: CONTROL_CHARACTER_MESSAGE },
    ]);
  });

  it('refuses a NUL or a lone surrogate in the password alone, on the password', () => {
    expect(issuesOf({ email: 'ana@example.com', password: 'pass\u0000word' })).toEqual([
      { path: ['password'], message: CONTROL_CHARACTER_MESSAGE },
    ]);
    expect(issuesOf({ email: 'ana@example.com', password: 'pass\ud800word' })).toEqual([
      { path: ['password'], message: INVALID_TEXT_MESSAGE },
    ]);
  });

  it('keeps the spaces around a password', () => {
    const parsed = loginRequestSchema.parse({ email: 'ana@example.com', password: ' secret ' });
    expect(parsed.password).toBe(' secret ');
  });
});
