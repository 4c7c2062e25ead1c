import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../input/text.schema.ts';
import {
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from './account.schemas.ts';

const validRegistration = {
  email: 'student@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  acceptTerms: true,
  acceptPrivacy: true,
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registerRequestSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerRequestSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('needs at least 8 characters in the password', () => {
    const result = registerRequestSchema.safeParse({
      ...validRegistration,
      password: '1234567',
      confirmPassword: '1234567',
    });
    expect(messagesOf(result)).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('accepts exactly 8 characters', () => {
    const result = registerRequestSchema.safeParse({
      ...validRegistration,
      password: '12345678',
      confirmPassword: '12345678',
    });
    expect(result.success).toBe(true);
  });

  it("reports different passwords on confirmPassword as Passwords don't match", () => {
    const result = registerRequestSchema.safeParse({
      ...validRegistration,
      confirmPassword: 'other-one',
    });
    expect(messagesOf(result)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('requires both legal checkboxes with their own messages', () => {
    const result = registerRequestSchema.safeParse({
      ...validRegistration,
      acceptTerms: false,
      acceptPrivacy: false,
    });
    expect(messagesOf(result)).toEqual({
      acceptTerms: 'You must accept the Terms of Service',
      acceptPrivacy: 'You must accept the Privacy Policy',
    });
  });

  it('refuses an invalid email', () => {
    const result = registerRequestSchema.safeParse({ ...validRegistration, email: 'nope' });
    expect(messagesOf(result)).toEqual({ email: 'Invalid email address' });
  });
});

describe('token and email payloads', () => {
  it('accepts a base64url token and refuses anything else', () => {
    expect(verifyEmailRequestSchema.safeParse({ token: 'abcdefghijklmnop_-12' }).success).toBe(
      true,
    );
    expect(verifyEmailRequestSchema.safeParse({ token: 'short' }).success).toBe(false);
    expect(verifyEmailRequestSchema.safeParse({ token: 'has spaces in it here' }).success).toBe(
      false,
    );
  });

  it('forgot password needs a valid email', () => {
    expect(forgotPasswordRequestSchema.safeParse({ email: 'x' }).success).toBe(false);
  });

  it('reset applies the register password rules', () => {
    const result = resetPasswordRequestSchema.safeParse({
      password: 'short',
      confirmPassword: 'shorter',
      token: 'abcdefghijklmnopqrstuv',
    });
    expect(messagesOf(result)).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('control characters in account payloads', () => {
  const token = 'abcdefghijklmnopqrstuv';
  const validReset = { password: 'long-enough', confirmPassword: 'long-enough', token };
  const nul = 'long\u0000enough';

  it.each([
    ['register', registerRequestSchema, validRegistration, 'email', 'student\u0000@example.com'],
    ['register', registerRequestSchema, validRegistration, 'password', nul],
    ['register', registerRequestSchema, validRegistration, 'confirmPassword', nul],
    ['forgot password', forgotPasswordRequestSchema, { email: 'a@b.co' }, 'email', 'a\u0000@b.co'],
    ['verify email', verifyEmailRequestSchema, { token }, 'token', `${token}\u0000`],
    ['reset password', resetPasswordRequestSchema, validReset, 'password', nul],
    ['reset password', resetPasswordRequestSchema, validReset, 'confirmPassword', nul],
    ['reset password', resetPasswordRequestSchema, validReset, 'token', `\u0000${token}`],
  ] as const)(
    '%s: a NUL in %s alone is reported on that field only',
    (_form, schema, valid, field, value) => {
      expect(messagesOf(schema.safeParse({ ...valid, [field]: value }))).toEqual({
        [field]: CONTROL_CHARACTER_MESSAGE,
      });
    },
  );

  it('keeps the spaces around a new password', () => {
    const parsed = resetPasswordRequestSchema.parse({
      ...validReset,
      password: ' long-enough ',
      confirmPassword: ' long-enough ',
    });
    expect(parsed.password).toBe(' long-enough ');
  });
});
