import { describe, expect, it } from 'vitest';
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
