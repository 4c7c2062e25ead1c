// Contracts of the sign-in endpoints, shared by the Fastify routes and the web forms so that both
// validate with the same rules and the spec's exact messages (part 1 §3, §5, §7).
import { z } from 'zod';
import { textSchema } from '../input/text.schema.ts';
import { languageSchema } from '../i18n/language.schema.ts';
import { defaultLanguage } from '../i18n/languages.ts';

/**
 * Who an account is: a student, a consultant (admin), or a minor's guardian (issue 26), whose
 * account is made from their consent and who sees their students' records read-only.
 */
export const roles = ['student', 'admin', 'guardian'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** What a consultant may set on the Users page: a guardian account is only made by a consent. */
export const assignableRoles = ['student', 'admin'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

/**
 * The HTML5 email grammar (what a browser's type=email accepts): it allows single-label domains
 * such as admin@localhost, the first administrator's default address.
 */
export const emailSchema = textSchema({ error: 'Invalid email address' })
  .toLowerCase()
  .pipe(
    z
      .email({ pattern: z.regexes.html5Email, error: 'Invalid email address' })
      .max(254, { error: 'Invalid email address' }),
  );

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Never trimmed: spaces around a password are part of it.
  password: textSchema({ error: 'Password is required', isTrimmed: false })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Password is too long' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The signed-in user as the client knows it: the spec shows email and role; `language` is the
 * saved preference the portal and every email use (issue 27).
 */
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  /**
   * The language the user reads the portal and their emails in (issue 27). Read as English when
   * absent or unknown (an answer from before the field, or a language this build lacks).
   */
  language: languageSchema.catch(defaultLanguage),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** PATCH /api/auth/me: the signed-in user's preferences (any role); only the language today. */
export const updateCurrentUserRequestSchema = z.strictObject({ language: languageSchema });
export type UpdateCurrentUserRequest = z.infer<typeof updateCurrentUserRequestSchema>;

export const loginResponseSchema = z.object({
  user: currentUserSchema,
  /**
   * When the account is due to be deleted, if its owner asked (issue 30): signing in does not
   * cancel it, and the portal offers to. Absent when no deletion is scheduled.
   */
  deletionScheduledFor: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
