let isLeaving = false;

/** Leaves the single-page app: loads `url` afresh, dropping every in-memory state. */
export function hardNavigate(url: string): void {
  isLeaving = true;
  window.location.assign(url);
}

/**
 * True once the app itself has started a full page load (sign-out): a screen's "leave with
 * unsaved changes?" prompt must not stop a departure the student already chose.
 */
export function isHardNavigating(): boolean {
  return isLeaving;
}
