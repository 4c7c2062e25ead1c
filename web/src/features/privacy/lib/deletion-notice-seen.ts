// Which scheduled deletion this visit was already told of (issue 30): the notice after signing in
// shows once per visit, and never to whoever just asked for the deletion on this tab. A visit is
// the tab's session: the key is one of the tab's drafts, which sign-out wipes.
import { tabDraftKeys } from '../../../lib/tab-drafts.ts';

const noticeKey = tabDraftKeys.deletionNoticeSeen;

export function wasDeletionNoticeSeen(dueAt: string): boolean {
  try {
    return window.sessionStorage.getItem(noticeKey) === dueAt;
  } catch {
    return false; // no storage (the server's render, or switched off)
  }
}

export function markDeletionNoticeSeen(dueAt: string): void {
  try {
    window.sessionStorage.setItem(noticeKey, dueAt);
  } catch {
    // Storage switched off: the notice closes for this page load only.
  }
}
