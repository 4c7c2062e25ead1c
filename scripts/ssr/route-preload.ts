/// <reference lib="dom" />
// The first script of app.html, the page of every client-rendered route (decision 026). Without
// it, a visit to /login or /dashboard downloads the app, runs it, and only then learns which
// screen to fetch: one more round trip and the app's start-up between the first bytes and the
// screen. This script knows, for each route, the files its screen, layouts and texts need (read
// from Vite's manifest at build time by prerender-web.ts), and requests those of the
// address it was opened at as modulepreload links, beside the app's own files (behind a session
// guard, with the schema that reads the session), and the session check itself.
import { createHash } from 'node:crypto';

export interface RoutePreloadTable {
  /** Every file some route needs, named once. */
  files: string[];
  /** Route patterns (/application/:id) and the indexes of their files. */
  routes: [pattern: string, files: number[]][];
  /** Where the app checks the session. */
  sessionUrl: string;
}

/** Runs in the browser, serialised with its table by `routePreloadScript`. */
function preloadRouteFiles(table: RoutePreloadTable): void {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const here = segments(location.pathname);
  const route = table.routes.find(([pattern]) => {
    const parts = segments(pattern);
    return (
      parts.length === here.length &&
      parts.every((part, index) => part.startsWith(':') || part === here[index])
    );
  });
  // The session check every such page starts with (GET /api/auth/me, web/src/app/main.tsx),
  // requested now instead of after the app's start-up; the app's fetch takes this answer.
  const session = document.createElement('link');
  session.rel = 'preload';
  session.as = 'fetch';
  session.crossOrigin = 'use-credentials';
  session.href = table.sessionUrl;
  document.head.append(session);
  for (const index of route?.[1] ?? []) {
    const href = table.files[index];
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

export function routePreloadScript(table: RoutePreloadTable): { source: string; fileName: string } {
  const source = `(${preloadRouteFiles.toString()})(${JSON.stringify(table)});\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { source, fileName: `route-preload-${hash}.js` };
}

/** Vite's build manifest (build.manifest), the fields read here. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/** The files of manifest entry `key` and of everything it imports statically. */
export function filesOf(manifest: ViteManifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [key];
  while (pending.length > 0) {
    const next = pending.pop() ?? '';
    if (seen.has(next)) continue;
    seen.add(next);
    const chunk = manifest[next];
    if (!chunk) throw new Error(`Vite's manifest has no ${next}`);
    files.add(`/${chunk.file}`);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The table for `routes`, each with its manifest keys. What the entry (`index.html`) loads
 * already is left out.
 */
export function routePreloadTable(
  manifest: ViteManifest,
  routes: { pattern: string; keys: string[] }[],
): RoutePreloadTable {
  const entryFiles = filesOf(manifest, 'index.html');
  const files: string[] = [];
  const indexes = (keys: string[]) => {
    const wanted = new Set(keys.flatMap((key) => [...filesOf(manifest, key)]));
    return [...wanted]
      .filter((file) => !entryFiles.has(file))
      .map((file) => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      });
  };
  const table = routes.map(({ pattern, keys }): [string, number[]] => [pattern, indexes(keys)]);
  return { files, routes: table, sessionUrl: '/api/auth/me' };
}
