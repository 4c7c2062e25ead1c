// `npm run measure:landing`: what the landing page moves over the wire before it can render.
// Reads web/dist/index.html (run `npm run build` first), follows the entry script, its
// modulepreload links and static imports (not the lazy `import()` of student/admin screens), and
// the stylesheet links; prints raw, gzip and brotli bytes per file and the totals for JS and CSS,
// compressed the way the build compresses them (gzip level 9, brotli quality 11).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../web/dist'));
const indexPath = path.join(distDir, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`No ${indexPath}: run "npm run build" first.`);
  process.exit(1);
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const html = readFileSync(indexPath, 'utf8');
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];

const scripts = new Set<string>();
const styles = new Set<string>();
for (const tag of tags) {
  const rel = attribute(tag, 'rel');
  if (tag.startsWith('<script')) {
    const src = attribute(tag, 'src');
    if (src) scripts.add(src);
  } else if (rel === 'modulepreload') {
    const href = attribute(tag, 'href');
    if (href) scripts.add(href);
  } else if (rel === 'stylesheet') {
    const href = attribute(tag, 'href');
    if (href) styles.add(href);
  }
}

// Static imports only (`import ... from "./x.js"`, `import "./x.js"`, `export ... from`): Vite
// lists them as modulepreload links already, this is the safety net if it ever stops.
const staticImport =
  /(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

function report(label: string, urls: Set<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  console.log(
    `\n${label}${''.padEnd(52 - label.length)}${['raw', 'gzip', 'brotli'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const url of [...urls].sort()) {
    const sizes = sizesOf(readFileSync(path.join(distDir, url)));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    console.log(`  ${url.padEnd(50)}${kb(sizes.raw)}${kb(sizes.gzip)}${kb(sizes.brotli)}`);
  }
  console.log(`  ${'total'.padEnd(50)}${kb(total.raw)}${kb(total.gzip)}${kb(total.brotli)}`);
  return total;
}

console.log(`Landing page (/) from ${path.relative(process.cwd(), indexPath) || indexPath}`);
const js = report('JavaScript', scripts);
const css = report('CSS', styles);
const page = sizesOf(Buffer.from(html));
console.log(
  `\nindex.html: ${kb(page.raw).trim()} raw, ${kb(page.gzip).trim()} gzip, ${kb(page.brotli).trim()} brotli`,
);
console.log(
  `Total JS + CSS: ${kb(js.raw + css.raw).trim()} raw, ${kb(js.gzip + css.gzip).trim()} gzip, ${kb(js.brotli + css.brotli).trim()} brotli`,
);
