// The gates that keep every language whole (issue 27): each language in
// domain/src/i18n/languages.ts has its folder locales/<lang>/ and every folder its language; each
// namespace file (the server's emails.json too) has exactly English's keys, with the plural forms
// the language needs; placeholders match; and no text is left in English outside a short list of
// words that are the same in every language (brands, codes).
import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, languages } from '@studypath/domain/i18n';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../../locales');

/**
 * Words and names that are the same in English and in French: brands, tests, codes, and words
 * French writes the same way. A text made only of these (and placeholders, numbers, signs) may be
 * identical to English; anything else identical is a text somebody forgot to translate.
 */
export const sameInEveryLanguage = [
  // Brands and names
  'StudyPath Educational Consulting Inc.',
  'StudyPath',
  'Standard',
  'Premium',
  'IRCC',
  'Canada',
  // Provinces French writes as English does
  'Ontario',
  'Alberta',
  'Manitoba',
  'Saskatchewan',
  // Language tests
  'Duolingo English Test',
  'PTE Academic',
  'IELTS',
  'TOEFL',
  'DELF',
  'DALF',
  'TCF',
  'TEF',
  // Words French writes the same way
  'Documents',
  'Document',
  'Messages',
  'Message',
  'Conversations',
  'Province',
  'Budget',
  'Description',
  'Total',
  'Questions',
  'Question',
  'questions',
  'question',
  'Actions',
  'Action',
];

/** Nothing to translate: placeholders, numbers, signs, a link target, and the words above. */
function hasNothingToTranslate(text: string): boolean {
  if (/^(tel|mailto):|^\S+@\S+$/.test(text)) return true;
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const word of sameInEveryLanguage) rest = rest.replaceAll(word, ' ');
  return !/\p{L}{2,}/u.test(rest);
}

type Tree = { [key: string]: Tree | string };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The keys with the plural forms `language` needs instead of English's ('x_one' → 'x_one', 'x_many', 'x_other' in French). */
function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (pluralSuffix.test(key) && !key.endsWith('_zero')) {
      const base = key.replace(pluralSuffix, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return keys;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\/?\w+)\s*\/?>/g)].map((m) => m[1] ?? m[2]).sort();

function read(language: string, file: string): Map<string, string> {
  return flatten(
    JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')) as Tree,
  );
}

const englishFiles = fs.readdirSync(path.join(localesDir, defaultLanguage)).sort();
const others = languages.filter((language) => language !== defaultLanguage);

describe('locale files', () => {
  it('has a folder for each language of the configuration, and a language for each folder', () => {
    const folders = fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...languages].sort());
  });

  describe.each(others)('%s', (language) => {
    it('has the same files as English', () => {
      expect(fs.readdirSync(path.join(localesDir, language)).sort()).toEqual(englishFiles);
    });

    it.each(englishFiles)('%s has exactly the keys English has, with its plural forms', (file) => {
      const english = read(defaultLanguage, file);
      const translated = read(language, file);
      const expected = expectedKeys(english, language);
      const missing = [...expected].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !expected.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(englishFiles)('%s keeps every placeholder and tag of the English text', (file) => {
      const english = read(defaultLanguage, file);
      const translated = read(language, file);
      const differing = [...translated].flatMap(([key, text]) => {
        const source =
          english.get(key) ?? english.get(key.replace(pluralSuffix, '_other')) ?? undefined;
        if (source === undefined) return [];
        const expected = [...new Set(placeholders(source))];
        const found = [...new Set(placeholders(text))];
        // A singular may name the count in words ("Un document"), so it may drop {{count}}.
        const lenient = /_(one|zero)$/.test(key)
          ? found.every((p) => expected.includes(p))
          : expected.join() === found.join();
        return lenient ? [] : [{ key, expected, found }];
      });
      expect(differing).toEqual([]);
    });

    it.each(englishFiles)('%s has no text left in English', (file) => {
      const english = read(defaultLanguage, file);
      const untranslated = [...read(language, file)].filter(([key, text]) => {
        const source = english.get(key) ?? english.get(key.replace(pluralSuffix, '_other'));
        return source === text && !hasNothingToTranslate(text);
      });
      expect(untranslated).toEqual([]);
    });
  });
});
