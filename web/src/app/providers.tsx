// Everything the screens rely on: Mantine (theme, toasts), TanStack Query and i18next. main.tsx
// loads the core styles first; the toasts' offset below the header (toast-offset.css), the scroll
// that stops below it (scroll-below-header.css) and the focus ring of fields in error must come
// after them. The date pickers' styles come with the profile form, the only screen that has date
// pickers (features/profile/components/date-field.tsx).
import '../components/focus-ring.css';
import '../components/scroll-below-header.css';
import '../components/toast-offset.css';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { isToastHostRequested, subscribeToToastHost } from '../lib/toast-host.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Toasts: at most one visible at once, 5000 ms by default (spec §8). */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;

const Notifications = lazy(async () => ({
  default: (await import('../lib/toast-container.tsx')).Notifications,
}));

/**
 * The toasts' container, loaded with the first toast (lib/toast-host.ts): the landing page never
 * shows one and does not carry its code. Nothing renders before, on the server or in the browser,
 * so the prerendered landing page hydrates as before.
 */
function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToToastHost, isToastHostRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
    </Suspense>
  );
}

/**
 * The theme plus what needs the language: the close buttons of toasts and dialogs, and the clear
 * buttons of file inputs and pickers (an icon-only button: axe's button-name, critical), get a
 * name.
 */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('closeNotification');
  const closeDialogLabel = t('closeDialog');
  const clearFileLabel = t('clearFile');
  const clearValueLabel = t('clearValue');
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // Plain objects, not Notification.extend or Modal.extend: the landing page loads
          // neither component's code.
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeDialogLabel } } },
          FileInput: { defaultProps: { clearButtonProps: { 'aria-label': clearFileLabel } } },
          // The date pickers' clear button (Select's is aria-hidden and out of the Tab order).
          InputClearButton: { defaultProps: { 'aria-label': clearValueLabel } },
        },
      }),
    [closeLabel, closeDialogLabel, clearFileLabel, clearValueLabel],
  );
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
      <ToastHost />
      {children}
    </MantineProvider>
  );
}

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedProviders>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemedProviders>
    </I18nextProvider>
  );
}
