// Runs after `vite build` (web's build script): writes a .br (brotli, quality 11) and a .gz (gzip,
// level 9) sibling next to every text file of the built app above 1 KB, each only when it is
// smaller than the file. The server sends the one the browser accepts (static-web.ts,
// decision 016), so the best compression costs nothing per request.
// Usage: node scripts/compress-web-dist.ts [distDir]   (default: web/dist)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const minimumBytes = 1024;

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../web/dist'));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeSibling(file: string, extension: string, content: Buffer, original: number) {
  const sibling = `${file}${extension}`;
  if (content.length < original) {
    await writeFile(sibling, content);
    return content.length;
  }
  // A sibling left from an earlier build would be served although it is no longer the same file.
  await rm(sibling, { force: true });
  return original;
}

async function compressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    raw: content.length,
    br: await writeSibling(file, '.br', br, content.length),
    gz: await writeSibling(file, '.gz', gz, content.length),
  };
}

// dist/server holds what the server renders pages with (scripts/ssr/prerender-web.ts): never sent.
const serverOnlyDir = path.join(distDir, 'server') + path.sep;
const files = (await listFiles(distDir)).filter(
  (file) => compressibleExtensions.has(path.extname(file)) && !file.startsWith(serverOnlyDir),
);
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for (const file of files) {
  if ((await stat(file)).size < minimumBytes) continue;
  const sizes = await compressFile(file);
  totals.files += 1;
  totals.raw += sizes.raw;
  totals.br += sizes.br;
  totals.gz += sizes.gz;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Compressed ${totals.files} files in ${path.relative(process.cwd(), distDir) || distDir}: ` +
    `${kb(totals.raw)} → ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
);
