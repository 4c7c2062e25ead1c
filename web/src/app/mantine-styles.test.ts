// main.tsx imports Mantine's styles per component (decision 016): a component newly imported
// from '@mantine/core' without its stylesheet line there renders unstyled, which no other test
// would notice. This reads the app's sources and names the missing lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '..');
const stylesDir = path.resolve(srcDir, '../../node_modules/@mantine/core/styles');

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(srcDir, file));
}

/** Names imported as values from '@mantine/core' anywhere in the app. */
function importedMantineComponents(): Set<string> {
  const names = new Set<string>();
  const importStatement = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g;
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(importStatement)) {
      for (const specifier of (match[1] ?? '').split(',')) {
        const name = specifier.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
}

describe("Mantine's per-component styles", () => {
  it('main.tsx imports the stylesheet of every component the app imports', () => {
    const main = readFileSync(path.join(srcDir, 'app/main.tsx'), 'utf8');
    const stylesheets = new Set(readdirSync(stylesDir));
    const missing = [...importedMantineComponents()]
      .filter((name) => stylesheets.has(`${name}.css`))
      .filter((name) => !main.includes(`import '@mantine/core/styles/${name}.css';`));
    expect(missing).toEqual([]);
  });

  it('finds the components (the check above is not vacuous)', () => {
    expect(importedMantineComponents()).toContain('Button');
  });
});
