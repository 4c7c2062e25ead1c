// `npm run measure:landing`: what the landing page moves over the wire before it can render.
// Reads web/dist/index.html (run `npm run build` first), follows the entry script, its
// modulepreload links and static imports (not the lazy `import()` of student/admin screens), and
// the stylesheet links; prints raw, gzip and brotli bytes per file and the totals for JS and CSS,
// compressed the way the build compresses them (gzip level 9, brotli quality 11). The logic is
// scripts/lib/landing-weight.ts, which `npm run bench:web` reports too. With --check it fails
// when the JavaScript is over the budget (`npm test` runs it after the build).
import path from 'node:path';
import {
  kilobytes,
  landingJsGzipBudget,
  measureLandingWeight,
  type LandingFile,
  type LandingWeight,
  type Sizes,
} from './lib/landing-weight.ts';

const args = process.argv.slice(2);
const isCheck = args.includes('--check');
const distArg = args.find((arg) => !arg.startsWith('--'));
const distDir = path.resolve(distArg ?? path.join(import.meta.dirname, '../web/dist'));

let weight: LandingWeight;
try {
  weight = measureLandingWeight(distDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const kb = (bytes: number) => kilobytes(bytes).padStart(10);

function report(label: string, files: LandingFile[], total: Sizes): void {
  console.log(
    `\n${label}${''.padEnd(52 - label.length)}${['raw', 'gzip', 'brotli'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const file of files) {
    console.log(`  ${file.url.padEnd(50)}${kb(file.raw)}${kb(file.gzip)}${kb(file.brotli)}`);
  }
  console.log(`  ${'total'.padEnd(50)}${kb(total.raw)}${kb(total.gzip)}${kb(total.brotli)}`);
}

const { js, css, html } = weight;
console.log(
  `Landing page (/) from ${path.relative(process.cwd(), weight.indexPath) || weight.indexPath}`,
);
report('JavaScript', weight.scripts, js);
report('CSS', weight.styles, css);
console.log(
  `\nindex.html: ${kilobytes(html.raw)} raw, ${kilobytes(html.gzip)} gzip, ${kilobytes(html.brotli)} brotli`,
);
console.log(
  `Total JS + CSS: ${kilobytes(js.raw + css.raw)} raw, ${kilobytes(js.gzip + css.gzip)} gzip, ${kilobytes(js.brotli + css.brotli)} brotli`,
);

if (isCheck) {
  if (js.gzip > landingJsGzipBudget) {
    console.error(
      `\nThe landing page loads ${kilobytes(js.gzip)} of gzipped JavaScript, over its budget of ${kilobytes(landingJsGzipBudget)}: find what joined its first script (a top-level zod schema, a form field, a whole locale) and load it where it is used.`,
    );
    process.exit(1);
  }
  console.log(`Within the budget of ${kilobytes(landingJsGzipBudget)} gzip.`);
}
