// Whether a toast has been asked for yet. The toasts' container (@mantine/notifications with its
// transitions, swipe handling and scroll-lock helpers, about 10 KB gzipped) is not on the landing
// page, which never shows one: app/providers.tsx mounts it lazily once showToast() first calls
// requestToastHost(), and the toast then appears as soon as its chunk is in (decision 026).
let requested = false;
const listeners = new Set<() => void>();

export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function isToastHostRequested(): boolean {
  return requested;
}

export function subscribeToToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
