// Runs after `vite build` (web's build script, decision 016): renders the landing page to HTML
// with the app's own components (web/src/app/prerender.tsx, bundled for Node by Vite's SSR build)
// and writes it into dist/index.html, which the server sends for `/`. The untouched page becomes
// dist/app.html, the shell every client-side route (/login, /dashboard, ...) gets: prerendered
// landing markup there would flash before the real screen replaced it. The landing page's scripts
// are requested after its first paint (scripts/lib/landing-boot.ts).
// Usage: node scripts/prerender-web.ts [distDir]   (default: web/dist)
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { landingBootScript, landingModulesAttribute } from './lib/landing-boot.ts';

const webDir = path.join(import.meta.dirname, '../web');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrOutDir = path.join(import.meta.dirname, '../node_modules/.cache/studypath-prerender');

const rootElement = '<div id="root"></div>';

await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: ssrOutDir,
    emptyOutDir: true,
    // One file that keeps its exports (the browser build lets Rolldown drop entry signatures).
    rolldownOptions: {
      preserveEntrySignatures: 'strict',
      output: { codeSplitting: false, entryFileNames: 'prerender.mjs' },
    },
  },
});

/** What web/src/app/prerender.tsx exports (the bundle is plain JavaScript). */
interface PrerenderModule {
  prerenderLanding: () => { html: string; title: string };
}

const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.mjs')).href;
const { prerenderLanding } = (await import(entry)) as PrerenderModule;
const page = prerenderLanding();

const shellPath = path.join(distDir, 'index.html');
const shell = await readFile(shellPath, 'utf8');
if (!shell.includes(rootElement)) {
  throw new Error(`${shellPath} has no empty ${rootElement}: was it prerendered already?`);
}
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The landing page's scripts wait for its first paint (scripts/lib/landing-boot.ts, decision
 * 026): Vite's entry script and modulepreload links give way to one small script that requests
 * them after the first frame, and the stylesheet, now first in line, is all the paint waits for.
 */
function hydrateAfterFirstPaint(html: string, bootUrl: string): string {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag?.[1]) throw new Error(`${shellPath} has no module entry script`);
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] ?? '');
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const modules = [entryTag[1], ...preloads].join(' ');
  const boot = `<script type="module" src="${bootUrl}" ${landingModulesAttribute}="${modules}"></script>`;
  return html
    .replace(preloadTag, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(entryTag[0], `\n    ${[...stylesheets, boot].join('\n    ')}`);
}

const bootScript = landingBootScript();
await writeFile(path.join(distDir, 'assets', bootScript.fileName), bootScript.source);
const landing = hydrateAfterFirstPaint(
  shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(rootElement, `<div id="root">${page.html}</div>`),
  `/assets/${bootScript.fileName}`,
);

await writeFile(path.join(distDir, 'app.html'), shell);
await writeFile(shellPath, landing);
await rm(ssrOutDir, { recursive: true, force: true });
console.log(`Prerendered the landing page into ${path.relative(process.cwd(), shellPath)}`);
