// Where the profile form keeps an unsaved draft: one of this tab's drafts (lib/tab-drafts.ts,
// decision 019), which sign-out and a lost session wipe with the others.
import { clearTabDraft, tabDraftKeys } from '../../../lib/tab-drafts.ts';

export const PROFILE_DRAFT_KEY = tabDraftKeys.profile;

export function clearProfileDraft(): void {
  clearTabDraft('profile');
}
