// Contracts of the account endpoints (register, verify, forgot, reset): one schema each, used by
// the server route and by the web form, with the spec's exact messages (part 1 §3, §5).
import { z } from 'zod';
import { textSchema } from '../input/text.schema.ts';
import { emailSchema } from './auth.schemas.ts';
import { languageSchema } from '../i18n/language.schema.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes any length, but an unbounded password is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 256;

/** Never trimmed: spaces around a password are part of it. */
export const newPasswordSchema = textSchema({
  error: 'Password must be at least 8 characters',
  isTrimmed: false,
})
  .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 8 characters' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Password must be at most 256 characters' });

export const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;
export const passwordsMismatch = { error: "Passwords don't match", path: ['confirmPassword'] };
export const confirmPasswordSchema = textSchema({
  error: "Passwords don't match",
  isTrimmed: false,
});

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    acceptTerms: z.literal(true, { error: 'You must accept the Terms of Service' }),
    acceptPrivacy: z.literal(true, { error: 'You must accept the Privacy Policy' }),
    /** The language in use on the page; absent, the server takes the request's (issue 27). */
    language: languageSchema.optional(),
  })
  .refine(passwordsMatch, passwordsMismatch);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Tokens are base64url strings; anything else cannot be one of ours. */
export const emailTokenSchema = textSchema({ error: 'The link is invalid.' }).regex(
  /^[A-Za-z0-9_-]{16,128}$/,
  { error: 'The link is invalid.' },
);

export const verifyEmailRequestSchema = z.object({ token: emailTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/**
 * `already_verified`: the link is one of ours for an account that is verified already (opened a
 * second time, or after a newer link was used); the screen says so instead of 'Verification
 * Failed'. Only the link's own holder learns it, so it tells nobody anything new.
 */
export const verifyEmailOutcomes = ['verified', 'already_verified'] as const;
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  outcome: z.enum(verifyEmailOutcomes),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Asks for a new verification link; answered alike for every address (decision 010). */
export const resendVerificationRequestSchema = z.object({ email: emailSchema });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    token: emailTokenSchema,
  })
  .refine(passwordsMatch, passwordsMismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
