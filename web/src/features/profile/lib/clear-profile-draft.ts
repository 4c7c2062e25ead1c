// Where the profile form keeps an unsaved draft: this tab's sessionStorage only (never
// localStorage), so it survives a reload but not the tab. It holds personal data, so sign-out and
// a lost session wipe it. Kept free of imports: the route guards, which load with the landing
// page, call clearProfileDraft() (decision 019).

export const PROFILE_DRAFT_KEY = 'studypath.profile-draft';

export function clearProfileDraft(): void {
  try {
    window.sessionStorage.removeItem(PROFILE_DRAFT_KEY);
  } catch {
    // Storage switched off by the browser: there is no draft to remove.
  }
}
