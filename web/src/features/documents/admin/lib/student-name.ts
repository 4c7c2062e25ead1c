import type { AdminDocument } from '@studypath/domain/documents';

/** The owner's legal names, or null when the profile has none. */
export function studentName({ profile }: Pick<AdminDocument, 'profile'>): string | null {
  const name = [profile?.legalFirstName, profile?.legalLastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
  return name === '' ? null : name;
}
