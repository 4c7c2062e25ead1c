// Build-time render of the landing page (scripts/ssr/prerender-web.ts, decision 016, README.md):
// the HTML goes into dist/index.html, so a visitor sees the hero at first paint instead of an
// empty page while the JavaScript downloads, and app/main.tsx then hydrates it. The tree is
// main.tsx's own (StrictMode, AppProviders, RouterProvider over the same routes), so hydration
// matches node for node: the same useId values, the signed-out header (the session query is
// still pending on both sides), no flash.
import {
  defaultLanguage,
  landingPath,
  languages,
  languageSettings,
  type Language,
} from '@studypath/domain/i18n';
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RequireSession } from '../app/guards.tsx';
import { paths } from '../app/paths.ts';
import { AppProviders } from '../app/providers.tsx';
import { lazyRouteSources, routes } from '../app/router.tsx';
import { eagerResources, i18n, setLanguage, type LazyLocaleGroup } from '../lib/i18n.ts';

/** Pages the server renders per request (server-render.tsx), which load like the landing page. */
export const serverRenderedPaths = [paths.student.dashboard];

export interface PrerenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document title the page sets once it runs (page-title.tsx). */
  title: string;
  /** <html lang> and dir of the page. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The portal's languages, for the build to write each one's landing page. */
export { defaultLanguage, languages, landingPath };

/**
 * The namespaces bundled in English that another language loads before its first render
 * (lib/i18n.ts setLanguage): its landing page asks for their files with the entry's (issue 27).
 */
export const eagerNamespaces = Object.keys(eagerResources);

/**
 * The landing page in `language`, for its own address (/ or /fr; issue 27). Renders one language
 * at a time: the texts are the one i18next instance's, switched before the (synchronous) render.
 */
export async function prerenderLanding(language: Language): Promise<PrerenderedPage> {
  await setLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [landingPath(language)] });
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const title = i18n.t('page', { ns: 'titles', page: i18n.t('pages.home', { ns: 'titles' }) });
  return { html, title, lang: languageSettings[language].tag, dir: i18n.dir(language) };
}

/** What a page that starts on `path` loads lazily: its layouts' and screen's modules, texts. */
export interface RoutePreload {
  /** A route pattern, e.g. /application/:id. */
  path: string;
  /** Paths from web/src/app (router.tsx's), e.g. ./routes/public/login.tsx, layouts first. */
  modules: string[];
  locales: LazyLocaleGroup[];
  /** Behind a session guard: the page reads the signed-in user before anything else. */
  needsSession: boolean;
}

/**
 * Every route that loads something lazily, with everything it loads, for
 * scripts/ssr/prerender-web.ts: the client-rendered pages request those files at once instead of
 * after the app has started and matched the route (decision 026).
 */
export function routePreloads(): RoutePreload[] {
  const found: RoutePreload[] = [];
  const walk = (children: RouteObject[], parent: Omit<RoutePreload, 'path'> & { path: string }) => {
    for (const route of children) {
      const sources = lazyRouteSources(route);
      const path = route.path?.startsWith('/')
        ? route.path
        : [parent.path, route.path].filter(Boolean).join('/');
      const isGuard = isValidElement(route.element) && route.element.type === RequireSession;
      const here = {
        path,
        modules: sources ? [...parent.modules, sources.module] : parent.modules,
        locales: [...new Set([...parent.locales, ...(sources?.locales ?? [])])],
        needsSession: parent.needsSession || isGuard,
      };
      if (route.path !== undefined && here.modules.length > 0) found.push(here);
      if (route.children) walk(route.children, here);
    }
  };
  walk(routes, { path: '', modules: [], locales: [], needsSession: false });
  return found;
}
