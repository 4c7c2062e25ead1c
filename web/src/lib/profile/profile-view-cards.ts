// The read-only profile (part 1 §2 "Profile view"): six cards, each shown only when one of its
// fields holds data; inside a card every row that applies shows its value or 'Not provided'.
import {
  profileFieldGroups,
  type ProfileFieldName,
  type ProfileValues,
} from '@studypath/domain/profile';
import { isFieldShown } from './field-visibility.ts';

/** The Education tab of the profile form and the education card: the same fields, in order. */
export const educationProfileFields: readonly ProfileFieldName[] = [
  'pathway',
  'currentInstitution',
  'currentEducationLevel',
  ...profileFieldGroups.graduationsAndDegrees,
];

export const profileViewCards = [
  'personal',
  'contact',
  'education',
  'academic',
  'guardian',
  'interests',
] as const;
export type ProfileViewCard = (typeof profileViewCards)[number];

const cardFields: Record<ProfileViewCard, readonly ProfileFieldName[]> = {
  personal: profileFieldGroups.personal,
  contact: profileFieldGroups.contact,
  education: educationProfileFields,
  academic: profileFieldGroups.academic,
  guardian: profileFieldGroups.guardian,
  interests: profileFieldGroups.interests,
};

const hasValue = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

export interface VisibleCard {
  card: ProfileViewCard;
  fields: ProfileFieldName[];
}

/** The cards to show, each with the rows that apply to this profile. */
export function visibleProfileCards(profile: ProfileValues): VisibleCard[] {
  return profileViewCards.flatMap((card) => {
    if (card === 'education' && !hasValue(profile.pathway)) return [];
    const fields = cardFields[card].filter((field) => isFieldShown(field, profile));
    return fields.some((field) => hasValue(profile[field])) ? [{ card, fields }] : [];
  });
}
