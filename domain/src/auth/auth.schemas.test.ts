import { describe, expect, it } from 'vitest';
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
