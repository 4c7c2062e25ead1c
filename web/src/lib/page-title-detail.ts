// What names the one record a page shows ('Ana Silva' on a study path), added to the browser tab's
// title before the page's own name: a consultant with three paths open tells the tabs apart, and a
// screen reader hears whose page it is. The route's title key stays in its handle (page-title.tsx);
// a feature reports its detail here, because features cannot reach the app layer.
import { useEffect, useSyncExternalStore } from 'react';

let currentDetail: string | null = null;
const listeners = new Set<() => void>();

function setPageTitleDetail(detail: string | null) {
  if (detail === currentDetail) return;
  currentDetail = detail;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `detail` in the tab's title while the calling component is on screen. */
export function usePageTitleDetail(detail: string | null) {
  useEffect(() => {
    setPageTitleDetail(detail);
    return () => setPageTitleDetail(null);
  }, [detail]);
}

/** The detail of the page on screen, or null. */
export function usePageTitleDetailValue(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => currentDetail,
    () => null,
  );
}
