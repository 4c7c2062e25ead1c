// Request-time render of a signed-in student's dashboard (decision 026, README.md). The server
// (server/src/features/dashboard/dashboard-first-data.ts) loads this module's build
// (dist/server/render.mjs, written by scripts/ssr/prerender-web.ts) and calls it with that
// student's own API answers, read through the same service functions as the API routes. The page
// then arrives with the welcome, alerts, cards and timeline painted instead of an empty root that
// waits for the app, its screen and four answers, and carries the answers as the query cache's
// dehydrated state, from which app/main.tsx seeds the cache before it hydrates (first-data.ts).
// Everything here is per call: a fresh query client and router for each student; only the texts
// are shared. The page is in the student's language (issue 27): the one i18next instance switches
// to it right before the render, which is synchronous, so two students' renders never mix.
import { defaultLanguage, languageSettings, type Language } from '@studypath/domain/i18n';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../app/paths.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { loadStudyPathPicker } from '../features/dashboard/student/components/dashboard-view.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { i18n, setLanguage } from '../lib/i18n.ts';
import { resolveLazyRoutes } from './first-data.ts';
import { studentDashboardQueries, type FirstAnswers } from './student-dashboard-data.ts';

export { firstDataElementId } from './first-data.ts';
export { studentDashboardUrls } from './student-dashboard-data.ts';

export interface ServerRenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document title the page sets once it runs (page-title.tsx). */
  title: string;
  /** The query cache the markup was rendered from, for the page's first-data block. */
  state: DehydratedState;
  /** <html lang> and dir of the page, whose hydration reads its language from them. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

let dashboardRoutes: Promise<void> | undefined;

/** The dashboard with `answers`, the student's bodies of the URLs in studentDashboardUrls. */
export async function renderStudentDashboard(
  answers: FirstAnswers,
  language: Language = defaultLanguage,
): Promise<ServerRenderedPage> {
  dashboardRoutes ??= resolveLazyRoutes(routes, paths.student.dashboard);
  await dashboardRoutes;

  const queryClient = createQueryClient();
  for (const { queryKey, read } of studentDashboardQueries) {
    const body = answers[queryKey[0]];
    if (body === undefined) throw new Error(`No answer of ${queryKey[0]} to render with`);
    // fetchQuery, not prefetchQuery: an answer the app would refuse fails the render (the server
    // then sends the plain page) instead of rendering an error the browser would not repeat.
    await queryClient.fetchQuery({ queryKey, queryFn: () => read(body) });
  }

  const router = createMemoryRouter(routes, { initialEntries: [paths.student.dashboard] });
  // The picker of a student with several study paths is lazy: in place before the render (once).
  await loadStudyPathPicker();
  // Loads the language's texts (once) and switches; from here to the end nothing awaits.
  await setLanguage(language);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const title = i18n.t('page', { ns: 'titles', page: i18n.t('pages.dashboard', { ns: 'titles' }) });
  const state = dehydrate(queryClient);
  queryClient.clear();
  router.dispose();
  return { html, title, state, lang: languageSettings[language].tag, dir: i18n.dir(language) };
}
