// The form holds every profile field as text ('' when empty); the API exchanges null for "not
// provided". PUT /api/user/profile has PUT semantics, so a save sends every field.
import {
  formatPhoneNumberForDisplay,
  profileFieldNames,
  type ProfileFieldName,
} from '@studypath/domain/profile';
import { phoneFields } from '../../../lib/profile/display-profile-value.ts';
import { isFieldShown } from '../../../lib/profile/field-visibility.ts';

export type ProfileFormValues = Record<ProfileFieldName, string>;
export type ProfilePayload = Record<ProfileFieldName, string | null>;

export function toFormValues(
  profile: Partial<Record<ProfileFieldName, string | null>> | null | undefined,
): ProfileFormValues {
  return Object.fromEntries(
    profileFieldNames.map((field) => {
      const value = profile?.[field] ?? '';
      // Stored phone numbers are E.164; the form shows them spaced ('+55 11 91234 5678').
      return [field, value && phoneFields.has(field) ? formatPhoneNumberForDisplay(value) : value];
    }),
  ) as ProfileFormValues;
}

/** Every field, trimmed; blank and hidden fields as null. */
export function toProfilePayload(values: ProfileFormValues): ProfilePayload {
  return Object.fromEntries(
    profileFieldNames.map((field) => {
      const value = values[field].trim();
      return [field, value === '' || !isFieldShown(field, values) ? null : value];
    }),
  ) as ProfilePayload;
}
