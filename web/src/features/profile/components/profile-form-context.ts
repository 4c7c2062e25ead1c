import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from '../lib/profile-form-values.ts';

export type ProfileForm = UseFormReturnType<ProfileFormValues>;

/** What every tab of the profile form receives. */
export interface ProfileTabProps {
  form: ProfileForm;
  /** Today, for the age rule (guardian for minors). */
  today: Date;
}
