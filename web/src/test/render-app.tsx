import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { clearCsrfToken } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The whole app at `path`, with a fresh query cache and CSRF token, on an in-memory router.
 * `visitedBefore` are the history entries behind it, for the browser's back button.
 */
export function renderApp(path: string, { visitedBefore = [] }: { visitedBefore?: string[] } = {}) {
  clearCsrfToken();
  notifications.clean();
  const router = createMemoryRouter(routes, { initialEntries: [...visitedBefore, path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
