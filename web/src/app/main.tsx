// Entry point of the single-page app: styles, providers, router.
// Mantine's styles per component instead of the whole @mantine/core/styles.css (about a third of it;
// decision 016): the global files first, then the components the app uses and the ones they (and
// @mantine/notifications and @mantine/dates) build on, in the order styles.css has them. A component
// newly imported from '@mantine/core' needs its line here, or it renders unstyled.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/RingProgress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { defaultLanguage } from '@studypath/domain/i18n';
import { prefetchCurrentUser } from '../features/auth/api/get-current-user.ts';
import { bootLanguage } from '../lib/boot-language.ts';
import { isPseudoLocale, setLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { resolveLazyRoutes, seedFirstData } from '../ssr/first-data.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter, routes } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The landing page arrives prerendered (ssr/prerender.tsx), and a signed-in student's dashboard
// rendered by the server with its data inlined (ssr/server-render.tsx; ssr/README.md): React
// adopts that markup instead of painting it again, once the cache holds the data it was rendered
// from and the route's lazy screens are in (ssr/first-data.ts). Every other route gets the empty
// shell (app.html) and renders from scratch. Either way as a transition, so React works in slices
// of a few milliseconds and lets the browser paint and answer input in between, instead of one
// long task on a slow phone (decision 026).
// The pseudo-locale (lib/i18n.ts) marks every text, so a page rendered by the server would not
// match: it renders afresh instead.
if (isPseudoLocale) root.replaceChildren();
const isPrerendered = root.hasChildNodes();
const hasFirstData = seedFirstData(queryClient);
if (!isPrerendered && !hasFirstData) prefetchCurrentUser(queryClient);

async function start(container: HTMLElement): Promise<void> {
  // Texts in another language than English arrive before the first render (lib/i18n.ts), so the
  // page never shows English first, and a page rendered in French hydrates in French.
  const language = bootLanguage(isPrerendered);
  if (language !== defaultLanguage) await setLanguage(language).catch(() => undefined);
  // Should a screen's file fail to load, the router loads it again and React renders afresh.
  if (isPrerendered) await resolveLazyRoutes(routes, location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    if (isPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
