// Build-time render of the landing page (scripts/prerender-web.ts, decision 016): the HTML goes
// into dist/index.html, so a visitor sees the hero at first paint instead of an empty page while
// the JavaScript downloads, and main.tsx then hydrates it. The tree is main.tsx's own
// (StrictMode, AppProviders, RouterProvider over the same routes), so hydration matches node for
// node: the same useId values, the signed-out header (the session query is still pending on both
// sides), no flash.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { paths } from './paths.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

export interface PrerenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document title the page sets once it runs (page-title.tsx). */
  title: string;
}

export function prerenderLanding(): PrerenderedPage {
  const router = createMemoryRouter(routes, { initialEntries: [paths.home] });
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const title = i18n.t('page', { ns: 'titles', page: i18n.t('pages.home', { ns: 'titles' }) });
  return { html, title };
}
