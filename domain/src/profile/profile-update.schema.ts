// The one schema for saving a student profile, used by the profile form and by
// PUT /api/user/profile: the field shapes of profileFieldsSchema plus the conditional rules of
// findProfileProblems, each problem reported on its own field with the spec's message.
import type { z } from 'zod';
import { findProfileProblems } from './profile.rules.ts';
import { profileFieldsSchema } from './profile.schema.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `today` decides the age rule (guardian for minors): the server passes its clock, the form
 * passes the browser's date. The rules also run when some field is malformed, so one submit
 * reports every problem at once; they then see the malformed value as filled, which never adds
 * a second message for a field that already has one.
 */
export function createProfileSchema(today: Date) {
  return profileFieldsSchema.superRefine(
    (profile, ctx) => {
      for (const problem of findProfileProblems(profile, today)) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    },
    { when: (payload) => isPlainObject(payload.value) },
  );
}

export type ProfileSchema = ReturnType<typeof createProfileSchema>;
/**
 * What the form holds and the request body carries, before normalisation; the parsed output is
 * ProfileFields (trimmed, blanks as null, phones in E.164, countries by English name).
 */
export type ProfileInput = z.input<typeof profileFieldsSchema>;
