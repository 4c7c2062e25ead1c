// What 'use-sync-external-store/shim' resolves to (vite.config.ts): React 19's own hook, which the
// shim would only forward to.
export { useSyncExternalStore } from 'react';
