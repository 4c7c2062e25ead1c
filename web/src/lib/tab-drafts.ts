// Unsaved work a form keeps in this tab's sessionStorage only (never localStorage), so that it
// survives a reload and the browser's Back but not the tab (decision 019): the profile form's
// changes and the study path quiz's answers. Each names its owner, so nobody else who signs in on
// the tab is shown it, and all of them go at sign-out and whenever the session check finds
// nobody signed in. Kept free of imports: the route guards, which load with the landing page,
// call clearTabDrafts().

/** Every draft a tab may hold; clearTabDrafts() wipes each. */
export const tabDraftKeys = {
  profile: 'studypath.profile-draft',
  studyPathQuiz: 'studypath.study-path-quiz-draft',
  /** Not a draft, but this visit's: the paths whose payment screen was shown (decision 024). */
  paymentScreenSeen: 'studypath.payment-screen-seen',
  /** Not a draft either: the scheduled deletion this visit was told of (issue 30). */
  deletionNoticeSeen: 'studypath.deletion-notice-seen',
} as const;
export type TabDraft = keyof typeof tabDraftKeys;

export function clearTabDraft(draft: TabDraft): void {
  try {
    window.sessionStorage.removeItem(tabDraftKeys[draft]);
  } catch {
    // Storage switched off by the browser: there is no draft to remove.
  }
}

/** At sign-out and when the session is over: every draft holds the student's own data. */
export function clearTabDrafts(): void {
  for (const draft of Object.keys(tabDraftKeys) as TabDraft[]) clearTabDraft(draft);
}

/** Keeps `content` as `owner`'s draft: `{ owner, ...content }`. */
export function saveTabDraft(draft: TabDraft, owner: string, content: object): void {
  try {
    window.sessionStorage.setItem(tabDraftKeys[draft], JSON.stringify({ ...content, owner }));
  } catch {
    // Storage full or switched off: the form works on without a draft.
  }
}

/**
 * The stored draft when `owner` left it (the whole record, owner included), else null. A draft of
 * anybody else, or a stored value that is not a draft, is wiped unseen.
 */
export function readTabDraft(draft: TabDraft, owner: string): Record<string, unknown> | null {
  let stored: unknown;
  try {
    const text = window.sessionStorage.getItem(tabDraftKeys[draft]);
    if (text === null) return null;
    stored = JSON.parse(text);
  } catch {
    stored = null;
  }
  const isOwned =
    typeof stored === 'object' &&
    stored !== null &&
    !Array.isArray(stored) &&
    (stored as Record<string, unknown>).owner === owner;
  if (!isOwned) {
    clearTabDraft(draft);
    return null;
  }
  return stored as Record<string, unknown>;
}
