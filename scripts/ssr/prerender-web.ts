// Runs after `vite build` (web's build script, decision 016; the whole picture in
// web/src/ssr/README.md): renders the landing page to HTML with the app's own components
// (web/src/ssr/prerender.tsx, bundled for Node by Vite's SSR build) and writes it into
// dist/index.html, which the server sends for `/`. The untouched page becomes dist/app.html, the
// shell every client-side route (/login, /dashboard, ...) gets: prerendered landing markup there
// would flash before the real screen replaced it. The landing page's scripts are requested after
// its first paint (landing-boot.ts); app.html first requests the files of the route it was opened
// at (route-preload.ts). A third build, dist/server/render.mjs (web/src/ssr/server-render.tsx), is
// what the server renders a signed-in student's dashboard with at request time
// (server/src/features/dashboard/dashboard-first-data.ts); the server never serves that directory
// (static-web.ts).
// Usage: node scripts/ssr/prerender-web.ts [distDir]   (default: web/dist)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { landingBootScript, landingModulesAttribute } from './landing-boot.ts';
import {
  routePreloadScript,
  routePreloadTable,
  type RoutePreloadTable,
  type ViteManifest,
} from './route-preload.ts';

const webDir = path.join(import.meta.dirname, '../../web');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrOutDir = path.join(import.meta.dirname, '../../node_modules/.cache/studypath-prerender');

const rootElement = '<div id="root"></div>';

/** React and others choose their production build from NODE_ENV: fixed at build time. */
const productionEnv = { 'process.env.NODE_ENV': JSON.stringify('production') };

/**
 * Bundles `entry` (from web/) for Node, keeping its exports. For the build step, its packages
 * (React, Mantine, ...) stay imports, found from web/. For the server (`isForServer`) they are
 * bundled in, so the server runs React's production build whatever its NODE_ENV and needs none of
 * the web app's packages installed, and the lazy screens stay chunks of their own, so a server
 * that renders one screen loads only that one's code.
 */
async function buildForNode(entry: string, outDir: string, fileName: string, isForServer = false) {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    ...(isForServer ? { ssr: { noExternal: true }, define: productionEnv } : {}),
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      // The browser build lets Rolldown drop entry signatures; these are called by name.
      rolldownOptions: {
        preserveEntrySignatures: 'strict',
        output: {
          entryFileNames: fileName,
          chunkFileNames: '[name]-[hash].mjs',
          // Plain splitting: the browser build's grouping is for downloads, not for Node.
          codeSplitting: isForServer,
        },
      },
    },
  });
}

await buildForNode('src/ssr/prerender.tsx', ssrOutDir, 'prerender.mjs');
await buildForNode('src/ssr/server-render.tsx', path.join(distDir, 'server'), 'render.mjs', true);

/** What web/src/ssr/prerender.tsx exports (the bundle is plain JavaScript). */
interface PrerenderModule {
  prerenderLanding: (
    language: string,
  ) => Promise<{ html: string; title: string; lang: string; dir: string }>;
  languages: string[];
  defaultLanguage: string;
  landingPath: (language: string) => string;
  routePreloads: () => {
    path: string;
    modules: string[];
    locales: string[];
    needsSession: boolean;
  }[];
  serverRenderedPaths: string[];
  eagerNamespaces: string[];
}

const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.mjs')).href;
const {
  prerenderLanding,
  routePreloads,
  serverRenderedPaths,
  languages,
  defaultLanguage,
  landingPath,
  eagerNamespaces,
} = (await import(entry)) as PrerenderModule;

/** Vite's manifest: which built file each source became. Read once, then removed from dist. */
const manifestDir = path.join(distDir, '.vite');
const manifest = JSON.parse(
  await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'),
) as ViteManifest;
await rm(manifestDir, { recursive: true, force: true });

/**
 * The files of a language's texts that its first render waits for (main.tsx awaits setLanguage):
 * requested beside the entry instead of after it has run, so the French page hydrates as soon as
 * the English one does. None for English, which is in the entry.
 */
function languageTextFiles(language: string): string[] {
  if (language === defaultLanguage) return [];
  return eagerNamespaces.map((namespace) => {
    const file = manifest[`../locales/${language}/${namespace}.json`]?.file;
    if (!file) throw new Error(`No built file for locales/${language}/${namespace}.json`);
    return `/${file}`;
  });
}

const shellPath = path.join(distDir, 'index.html');
const shell = await readFile(shellPath, 'utf8');
if (!shell.includes(rootElement)) {
  throw new Error(`${shellPath} has no empty ${rootElement}: was it prerendered already?`);
}
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The landing page's scripts wait for its first paint (landing-boot.ts, decision 026): Vite's
 * entry script and modulepreload links give way to one small script that requests them after the
 * first frame, and the stylesheet, now first in line, is all the paint waits for.
 */
function hydrateAfterFirstPaint(html: string, bootUrl: string, routeFiles: string[] = []): string {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag?.[1]) throw new Error(`${shellPath} has no module entry script`);
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] ?? '');
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const modules = [entryTag[1], ...preloads, ...routeFiles].join(' ');
  const boot = `<script type="module" src="${bootUrl}" ${landingModulesAttribute}="${modules}"></script>`;
  return html
    .replace(preloadTag, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(entryTag[0], `\n    ${[...stylesheets, boot].join('\n    ')}`);
}

const bootScript = landingBootScript();
await writeFile(path.join(distDir, 'assets', bootScript.fileName), bootScript.source);

/**
 * The landing page in each language at its own address (issue 27): dist/index.html for /, and
 * dist/<lang>/index.html for /<lang> (the server sends it, with the hreflang links: static-web.ts).
 */
const landingPages: { file: string; html: string }[] = [];
for (const language of languages) {
  const page = await prerenderLanding(language);
  const html = hydrateAfterFirstPaint(
    shell
      .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}" dir="${page.dir}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(rootElement, `<div id="root">${page.html}</div>`),
    `/assets/${bootScript.fileName}`,
    languageTextFiles(language),
  );
  const address = landingPath(language);
  landingPages.push({
    file: address === '/' ? shellPath : path.join(distDir, address.slice(1), 'index.html'),
    html,
  });
}

/**
 * app.html's first script requests the files of the route it was opened at (route-preload.ts,
 * decision 026), read from Vite's manifest.
 */
async function preloadRouteFiles(
  html: string,
): Promise<{ html: string; table: RoutePreloadTable }> {
  const key = (fromApp: string) => path.posix.join('src/app', fromApp);
  const localesKey = (group: string) => `src/lib/lazy-locales/${group}.ts`;
  // A page behind a session guard reads the signed-in user first (main.tsx, get-current-user.ts).
  const sessionSchemaKey = 'src/features/auth/api/current-user-schema.ts';
  const table = routePreloadTable(
    manifest,
    routePreloads().map((route) => ({
      pattern: route.path,
      keys: [
        ...route.modules.map(key),
        ...route.locales.map(localesKey),
        ...(route.needsSession ? [sessionSchemaKey] : []),
      ],
    })),
  );
  const script = routePreloadScript(table);
  await writeFile(path.join(distDir, 'assets', script.fileName), script.source);
  const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
  if (!entryTag) throw new Error(`${shellPath} has no module entry script`);
  const preload = `<script type="module" async src="/assets/${script.fileName}"></script>`;
  return { html: html.replace(entryTag, `${preload}\n    ${entryTag}`), table };
}

/**
 * The pages the server renders per request with their data (server-render.tsx, decision 026)
 * arrive painted like the landing page, so they load like it: the scripts, their route's files
 * among them, are requested after the first paint. dist/server/<page>.html, never served as is.
 */
async function writeServerRenderedShells(table: RoutePreloadTable): Promise<void> {
  for (const pagePath of serverRenderedPaths) {
    const route = table.routes.find(([pattern]) => pattern === pagePath);
    if (!route) throw new Error(`No route files for the server-rendered ${pagePath}`);
    const routeFiles = route[1].map((index) => table.files[index] ?? '');
    const html = hydrateAfterFirstPaint(shell, `/assets/${bootScript.fileName}`, routeFiles);
    await writeFile(path.join(distDir, 'server', `${pagePath.slice(1)}.html`), html);
  }
}

const app = await preloadRouteFiles(shell);
await writeFile(path.join(distDir, 'app.html'), app.html);
await writeServerRenderedShells(app.table);
for (const { file, html } of landingPages) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}
await rm(ssrOutDir, { recursive: true, force: true });
console.log(
  `Prerendered the landing page into ${landingPages.map(({ file }) => path.relative(process.cwd(), file)).join(', ')}`,
);
