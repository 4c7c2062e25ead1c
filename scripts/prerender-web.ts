// Runs after `vite build` (web's build script, decision 016): renders the landing page to HTML
// with the app's own components (web/src/app/prerender.tsx, bundled for Node by Vite's SSR build)
// and writes it into dist/index.html, which the server sends for `/`. The untouched page becomes
// dist/app.html, the shell every client-side route (/login, /dashboard, ...) gets: prerendered
// landing markup there would flash before the real screen replaced it.
// Usage: node scripts/prerender-web.ts [distDir]   (default: web/dist)
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

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
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
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
const landing = shell
  .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  .replace(rootElement, `<div id="root">${page.html}</div>`);

await writeFile(path.join(distDir, 'app.html'), shell);
await writeFile(shellPath, landing);
await rm(ssrOutDir, { recursive: true, force: true });
console.log(`Prerendered the landing page into ${path.relative(process.cwd(), shellPath)}`);
