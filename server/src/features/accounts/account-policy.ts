// The numbers and fixed texts of the account flows, in one place. Token lifetimes: a verification
// link is often opened the next day, so 24 hours; a reset link grants the account, so 1 hour (the
// spec's page text). Rate limits are fixed one-hour windows per client address, plus per email
// address for forgot-password and for resending the verification link (counted for any address,
// so a 429 says nothing about accounts).
import type { RateLimitPolicy } from '../../platform/rate-limits/rate-limits.service.ts';

const hourMs = 60 * 60 * 1000;

export const verifyEmailTokenLifetimeMs = 24 * hourMs;
export const resetPasswordTokenLifetimeMs = hourMs;

export const accountRateLimits = {
  registerPerIp: { limit: 10, windowMs: hourMs },
  forgotPasswordPerIp: { limit: 10, windowMs: hourMs },
  forgotPasswordPerEmail: { limit: 3, windowMs: hourMs },
  verifyEmailPerIp: { limit: 30, windowMs: hourMs },
  resendVerificationPerIp: { limit: 10, windowMs: hourMs },
  resendVerificationPerEmail: { limit: 3, windowMs: hourMs },
  resetPasswordPerIp: { limit: 30, windowMs: hourMs },
} as const satisfies Record<string, RateLimitPolicy>;

export const accountMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailVerified: 'Email verified. You can now sign in.',
  emailAlreadyVerified: 'Your email is already verified',
  verificationResent:
    'If that email belongs to an account waiting for verification, we have sent a new verification link.',
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
} as const;
