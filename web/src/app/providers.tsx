// Everything the screens rely on: Mantine (theme, toasts, date pickers), TanStack Query and i18next.
// main.tsx loads the core styles first; the date pickers' styles, the toasts' offset below the
// header (toast-offset.css) and the focus ring of fields in error must come after them.
import '@mantine/dates/styles.css';
import '../components/focus-ring.css';
import '../components/toast-offset.css';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Toasts: at most one visible at once, 5000 ms by default (spec §8). */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The theme plus what needs the language: the close buttons of toasts and dialogs get a name. */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('closeNotification');
  const closeDialogLabel = t('closeDialog');
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
          }),
          // A plain object, not Modal.extend: the landing page does not load Modal's code.
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeDialogLabel } } },
        },
      }),
    [closeLabel, closeDialogLabel],
  );
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
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
