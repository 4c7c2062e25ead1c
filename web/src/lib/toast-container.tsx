// The toasts' container, in a module of its own so that it loads only with the first toast
// (app/providers.tsx, lib/toast-host.ts): imported from here rather than from the package, a
// screen that can show a toast (lib/toast.tsx) carries only the small notifications store.
export { Notifications } from '@mantine/notifications';
