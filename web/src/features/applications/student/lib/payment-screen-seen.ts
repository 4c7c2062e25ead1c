// The paywall once per visit (issue 24, decision 024): the paths whose payment screen this tab has
// shown while they waited for a package. The details page sends the student there only for a path
// not in the list, so "Back to study path details" does not bounce. A visit is the tab's session:
// sessionStorage survives a reload and the payment provider's return, not a new tab or a new
// sign-in: its key is one of the tab's drafts, which sign-out and a lost session wipe
// (clearTabDrafts), and a path leaves the list once it reads paid.
import { tabDraftKeys } from '../../../../lib/tab-drafts.ts';

export const PAYMENT_SCREEN_SEEN_KEY = tabDraftKeys.paymentScreenSeen;

/** The same list in memory, for a browser whose storage is switched off: the page still works. */
let inMemory: string[] = [];

function read(): string[] {
  try {
    const text = window.sessionStorage.getItem(PAYMENT_SCREEN_SEEN_KEY);
    const parsed: unknown = text === null ? [] : JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return inMemory;
  }
}

function write(ids: string[]): void {
  inMemory = ids;
  try {
    if (ids.length === 0) window.sessionStorage.removeItem(PAYMENT_SCREEN_SEEN_KEY);
    else window.sessionStorage.setItem(PAYMENT_SCREEN_SEEN_KEY, JSON.stringify(ids));
  } catch {
    // Storage switched off or full: the in-memory list holds for this page load.
  }
}

export function hasSeenPaymentScreen(applicationId: string): boolean {
  return read().includes(applicationId);
}

export function markPaymentScreenSeen(applicationId: string): void {
  const ids = read();
  if (!ids.includes(applicationId)) write([...ids, applicationId]);
}

/** A paid path: if it ever waits for a package again (a refund), the student is told again. */
export function forgetPaymentScreenSeen(applicationId: string): void {
  const ids = read();
  if (ids.includes(applicationId)) write(ids.filter((id) => id !== applicationId));
}
