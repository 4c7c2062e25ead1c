// What the landing page moves over the wire to render and hydrate, read from the built web app
// (web/dist after `npm run build`): index.html's scripts, the modules its boot script loads after
// the first paint (the `data-modules` list, scripts/ssr/landing-boot.ts), any modulepreload links
// and the static imports of all those files (not the lazy `import()` of other screens), and its
// stylesheet links, each compressed the way the build compresses it (gzip level 9, brotli quality
// 11). Shared by `npm run measure:landing` and `npm run bench:web`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { landingModulesAttribute } from '../ssr/landing-boot.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface LandingFile extends Sizes {
  /** The file's URL path, e.g. /assets/index-abc123.js. */
  url: string;
}

export interface LandingWeight {
  indexPath: string;
  scripts: LandingFile[];
  styles: LandingFile[];
  js: Sizes;
  css: Sizes;
  html: Sizes;
}

export function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

// Static imports only (`import ... from "./x.js"`, `import "./x.js"`, `export ... from`): Vite
// lists them as modulepreload links already, this is the safety net if it ever stops.
const staticImport =
  /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The URLs of the scripts and stylesheets the page loads to render and hydrate. */
function landingUrls(distDir: string, html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const rel = attribute(tag, 'rel');
    if (tag.startsWith('<script')) {
      const src = attribute(tag, 'src');
      if (src) scripts.add(src);
      const modules = attribute(tag, landingModulesAttribute)?.split(' ') ?? [];
      for (const module of modules.filter(Boolean)) scripts.add(module);
    } else if (rel === 'modulepreload') {
      const href = attribute(tag, 'href');
      if (href) scripts.add(href);
    } else if (rel === 'stylesheet') {
      const href = attribute(tag, 'href');
      if (href) styles.add(href);
    }
  }
  const pending = [...scripts];
  while (pending.length > 0) {
    const url = pending.pop() ?? '';
    const code = readFileSync(path.join(distDir, url), 'utf8');
    for (const match of code.matchAll(staticImport)) {
      const imported = path.posix.join(path.posix.dirname(url), match[1] ?? '');
      if (!scripts.has(imported)) {
        scripts.add(imported);
        pending.push(imported);
      }
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

function measureFiles(distDir: string, urls: string[]): { files: LandingFile[]; total: Sizes } {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  const files = urls.map((url) => {
    const sizes = sizesOf(readFileSync(path.join(distDir, url)));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    return { url, ...sizes };
  });
  return { files, total };
}

/** Throws when there is no built index.html in `distDir` (run `npm run build` first). */
export function measureLandingWeight(distDir: string): LandingWeight {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No ${indexPath}: run "npm run build" first.`);
  const html = readFileSync(indexPath, 'utf8');
  const urls = landingUrls(distDir, html);
  const scripts = measureFiles(distDir, urls.scripts);
  const styles = measureFiles(distDir, urls.styles);
  return {
    indexPath,
    scripts: scripts.files,
    styles: styles.files,
    js: scripts.total,
    css: styles.total,
    html: sizesOf(Buffer.from(html)),
  };
}

/** 12345 → "12.1 KB" (KiB, one decimal, as the build prints them). */
/**
 * The most gzipped JavaScript the landing page may load (issue 14, decisions 016 and 026).
 * `npm test` fails over it (measure-landing.ts --check): a module that pulls zod or a form
 * field into the first script is found at once, not at the next Lighthouse run.
 */
export const landingJsGzipBudget = 170 * 1024;

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
