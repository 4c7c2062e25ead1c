// Every sentence of StudyPath's emails, by language (issue 27): locales/<lang>/emails.json, one
// object per template. English is imported for its type, so a template naming a key the English
// file lacks fails `tsc`. The other languages are read from their folder at start-up for every
// language of `languages` (adding a language is its folder and its line of domain config, no
// code here), and each must have exactly the English file's keys, or the server does not start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHOOSE_PACKAGE_NEXT_STEPS,
  defaultLanguage,
  describeApplicationStatus,
  languages,
  type Language,
} from '@studypath/domain';
import english from '../../../../locales/en/emails.json' with { type: 'json' };

export type EmailTexts = typeof english;

export const localesFolder = path.resolve(import.meta.dirname, '../../../../locales');

/** Where a language's keys differ from English's (none when they match). */
export function keyMismatches(reference: unknown, candidate: unknown, at = ''): string[] {
  if (typeof reference === 'string') {
    return typeof candidate === 'string' ? [] : [`${at || '(root)'}: expected a text`];
  }
  if (!isRecord(reference) || !isRecord(candidate))
    return [`${at || '(root)'}: expected an object`];
  const mismatches: string[] = [];
  for (const key of Object.keys(reference)) {
    const where = at ? `${at}.${key}` : key;
    if (!Object.hasOwn(candidate, key)) mismatches.push(`${where}: missing`);
    else mismatches.push(...keyMismatches(reference[key], candidate[key], where));
  }
  for (const key of Object.keys(candidate)) {
    if (!Object.hasOwn(reference, key))
      mismatches.push(`${at ? `${at}.` : ''}${key}: not in English`);
  }
  return mismatches;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function loadLanguage(language: Language): EmailTexts {
  if (language === defaultLanguage) return english;
  const file = path.join(localesFolder, language, 'emails.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const mismatches = keyMismatches(english, parsed);
  if (mismatches.length > 0) {
    throw new Error(`${file} does not match locales/en/emails.json: ${mismatches.join('; ')}`);
  }
  // Same keys, every leaf a text: the shape of the English file.
  return parsed as EmailTexts;
}

const textsByLanguage = new Map<Language, EmailTexts>(
  languages.map((language) => [language, loadLanguage(language)]),
);

/** The email texts of a language. */
export function emailTexts(language: Language): EmailTexts {
  return textsByLanguage.get(language) ?? english;
}

/**
 * A text with its `{{name}}` placeholders filled. The values are plain text: the layout escapes
 * every paragraph for HTML, values included, as before. A placeholder without a value is a bug
 * in the template, so it throws rather than mail '{{name}}' to someone.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`No value for {{${name}}} in "${template}"`);
    return String(values[name]);
  });
}

/** A study path status's label in an email ('Documents Needed'); the code itself if unknown. */
export function emailStatusLabel(language: Language, status: string): string {
  return textOf(emailTexts(language).statuses, status) ?? status;
}

/**
 * What happens next for a path, as the status email says it: the status's next steps, or the
 * choose-a-package text while a find_program path waits for its payment ('' if unknown).
 */
export function emailNextSteps(
  language: Language,
  application: { status: string; paymentStatus?: string | null },
): string {
  const guide = describeApplicationStatus(application);
  if (!guide) return '';
  const { nextSteps } = emailTexts(language);
  // The domain decides which message applies (one rule with the web); the words are the email's.
  return guide.nextSteps === CHOOSE_PACKAGE_NEXT_STEPS
    ? nextSteps.choosePackage
    : nextSteps[guide.status];
}

/** The record's text under `key`, or undefined (own keys only, never Object.prototype's). */
function textOf(record: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A package's name in an email ('Standard'). */
export function emailPackageName(language: Language, tier: string): string {
  return textOf(emailTexts(language).packages, tier) ?? tier;
}

/** A document category's label in an email ('Academic Transcript'); the code if unknown. */
export function emailDocumentCategory(language: Language, category: string): string {
  return textOf(emailTexts(language).documentCategories, category) ?? category;
}
