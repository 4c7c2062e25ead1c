// Everything the screens rely on: Mantine (theme, toasts, date pickers), TanStack Query and i18next.
// main.tsx loads the core styles first; the date pickers' styles must come after them.
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/** Toasts: at most one visible at once, 5000 ms by default (spec §8). */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
