// The texts a journey in another language looks for, read from the same locale files the app
// shows (locales/<lang>/<namespace>.json), so the journey follows the wording instead of
// repeating it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const localesDir = resolve(import.meta.dirname, '../../locales');

type Tree = { [key: string]: Tree | string | string[] };

const files = new Map<string, Tree>();

function load(language: string, namespace: string): Tree {
  const file = `${language}/${namespace}`;
  let tree = files.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(localesDir, `${file}.json`), 'utf8')) as Tree;
    files.set(file, tree);
  }
  return tree;
}

/**
 * `namespace:key.path` in `language`, placeholders filled (`{{name}}`), tags of <Trans> texts
 * (`<anchor>...</anchor>`) dropped as the screen shows their content.
 */
export function localeText(
  language: string,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace = '', path = ''] = id.split(':');
  let node: Tree | string | string[] | undefined = load(language, namespace);
  for (const part of path.split('.')) {
    node = typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text ${id} in ${language}`);
  return node
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
    .replace(/<\/?\w+>/g, '');
}

/** localeText in French. */
export const fr = (id: string, values?: Record<string, string | number>) =>
  localeText('fr', id, values);
