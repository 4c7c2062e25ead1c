// A page the server rendered with its data (a signed-in student's /dashboard: server-render.tsx,
// server/src/features/dashboard/dashboard-first-data.ts; decision 026) carries that data as
// TanStack Query's dehydrated state in a non-executable block (the CSP allows no inline script).
// The app seeds its query cache from it and loads the route's lazy screens before its first render,
// so that render is the page the server sent, and hydrating it requests nothing.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/** The id of the `<script type="application/json">` block in the page's head. */
export const firstDataElementId = 'first-data';

/** The dehydrated queries the page was rendered with, or null for any other page. */
export function readFirstData(doc: Document = document): DehydratedState | null {
  const element = doc.getElementById(firstDataElementId);
  if (element?.getAttribute('type') !== 'application/json') return null;
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    const isState =
      typeof state === 'object' &&
      state !== null &&
      Array.isArray((state as DehydratedState).queries);
    return isState ? (state as DehydratedState) : null;
  } catch {
    return null;
  }
}

let hasSeeded = false;

/** Puts the page's first data into the cache; false when the page has none. */
export function seedFirstData(queryClient: QueryClient, doc: Document = document): boolean {
  const state = readFirstData(doc);
  if (!state) return false;
  hydrate(queryClient, state);
  hasSeeded = true;
  return true;
}

/** Whether this page started from data the server read (the live stream then refetches it). */
export function hasSeededFirstData(): boolean {
  return hasSeeded;
}

/**
 * Loads the lazy routes `pathname` matches (their screen and texts) and puts their components in
 * place, so the router starts with them instead of its hydrate fallback: a server-rendered page
 * hydrates node for node (React Router's documented way for lazy routes and server rendering).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
