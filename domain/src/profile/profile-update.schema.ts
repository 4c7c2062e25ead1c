// The one schema for saving a student profile, used by the profile form and by
// PUT /api/user/profile: the field shapes of profileFieldsSchema plus the conditional rules of
// findProfileProblems, each problem reported on its own field with the spec's message.
import type { z } from 'zod';
import { findCountry } from './countries.ts';
import { INVALID_PHONE_MESSAGE, toE164PhoneNumber } from './phone.ts';
import { findProfileProblems } from './profile.rules.ts';
import {
  profileFieldsSchema,
  type ProfileFieldName,
  type ProfileFields,
} from './profile.schema.ts';

const phoneFieldNames = [
  'phoneNumber',
  'guardianPhone',
  'emergencyContactPhone',
] as const satisfies readonly ProfileFieldName[];

const phoneInputSchema = profileFieldsSchema.shape.phoneNumber;

/** The country of residence's code: the default region of a phone typed without '+'. */
const phoneRegionOf = (profile: { country?: unknown }) =>
  typeof profile.country === 'string' ? findCountry(profile.country)?.code : undefined;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `today` decides the age rule (guardian for minors): the server passes its clock, the form
 * passes the browser's date. The rules also run when some field is malformed, so one submit
 * reports every problem at once; they then see the malformed value as filled, which never adds
 * a second message for a field that already has one.
 */
export function createProfileSchema(today: Date) {
  return profileFieldsSchema
    .superRefine(
      (profile, ctx) => {
        for (const problem of findProfileProblems(profile, today)) {
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        }
        const region = phoneRegionOf(profile);
        for (const field of phoneFieldNames) {
          const value = profile[field];
          // A value the field itself refused already carries its message.
          const isWellFormed = phoneInputSchema.safeParse(value).success;
          if (typeof value === 'string' && isWellFormed && !toE164PhoneNumber(value, region)) {
            ctx.addIssue({ code: 'custom', path: [field], message: INVALID_PHONE_MESSAGE });
          }
        }
      },
      { when: (payload) => isPlainObject(payload.value) },
    )
    .transform((profile): ProfileFields => {
      // Only reached when every check above passed, so each phone converts.
      const region = phoneRegionOf(profile);
      const phones: Partial<ProfileFields> = {};
      for (const field of phoneFieldNames) {
        const value = profile[field];
        if (typeof value === 'string') phones[field] = toE164PhoneNumber(value, region);
      }
      return { ...profile, ...phones };
    });
}

export type ProfileSchema = ReturnType<typeof createProfileSchema>;
/**
 * What the form holds and the request body carries, before normalisation; the parsed output is
 * ProfileFields (trimmed, blanks as null, phones in E.164, countries by English name).
 */
export type ProfileInput = z.input<typeof profileFieldsSchema>;
