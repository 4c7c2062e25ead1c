// The answer of GET and PUT /api/user/profile: every profile field (null when not provided), the
// administrator's display name, and the completion percentage the server computed with its clock.
import { z } from 'zod';
import { profileFieldNames, type ProfileFieldName } from './profile-field-names.ts';

const storedText = z.string().nullable();

const storedFields = Object.fromEntries(profileFieldNames.map((name) => [name, storedText])) as {
  [Name in ProfileFieldName]: typeof storedText;
};

export const profileResponseSchema = z.object({
  ...storedFields,
  /** Set by administrators in their settings; always null for students. */
  displayName: storedText,
  completionPercentage: z.number().int().min(0).max(100),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
