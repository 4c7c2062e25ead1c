// The unsaved profile draft of one tab (see clear-profile-draft.ts for where it lives and when it
// goes). It holds only the fields the student changed, so restoring it over a profile saved
// meanwhile elsewhere brings back their edits without reverting the other fields, and it names
// its owner, so that nobody else who signs in on the tab is shown it.
import { parseCalendarDate, profileFieldNames } from '@studypath/domain/profile';
import { dateFields, monthFields } from '../../../lib/profile/display-profile-value.ts';
import { readTabDraft, saveTabDraft } from '../../../lib/tab-drafts.ts';
import { clearProfileDraft } from './clear-profile-draft.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

export type ProfileChanges = Partial<ProfileFormValues>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The fields whose value differs from the saved one. */
export function findProfileChanges(
  values: ProfileFormValues,
  saved: ProfileFormValues,
): ProfileChanges {
  return Object.fromEntries(
    profileFieldNames.filter((field) => values[field] !== saved[field]).map((f) => [f, values[f]]),
  );
}

export function hasProfileChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}

export function saveProfileDraft(owner: string, changes: ProfileChanges): void {
  // Storage full or switched off: nothing is kept, and the form still asks before the student leaves.
  saveTabDraft('profile', owner, { changes });
}

/**
 * A date or month input shows only a real date or month: text typed into a date field that was
 * not one is dropped rather than restored into a field that would look empty.
 */
function canRestore(field: keyof ProfileFormValues, value: string): boolean {
  if (value === '') return true;
  if (dateFields.has(field)) return parseCalendarDate(value) !== null;
  if (monthFields.has(field)) return MONTH.test(value);
  return true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft `owner` left in this tab, or null. Anybody else's draft is wiped. */
export function readProfileDraft(owner: string): ProfileChanges | null {
  const stored = readTabDraft('profile', owner);
  if (stored === null) return null;
  if (!isRecord(stored.changes)) {
    clearProfileDraft();
    return null;
  }
  const { changes } = stored;
  const restorable = profileFieldNames.flatMap((field) => {
    const value = changes[field];
    return typeof value === 'string' && canRestore(field, value) ? [[field, value] as const] : [];
  });
  return restorable.length > 0 ? Object.fromEntries(restorable) : null;
}
