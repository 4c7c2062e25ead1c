/** Leaves the single-page app: loads `url` afresh, dropping every in-memory state. */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
