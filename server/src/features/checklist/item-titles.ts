// A checklist item's title for what the server writes: the study path update (in English, the
// record the web translates by template) and the student's email (in their language). The titles
// are the web's, from locales/<lang>/checklist.json, read once at start-up, so a title is written
// once for both; a custom item's title is the consultant's own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languages, type Language } from '@studypath/domain';
import { customItemIdOf } from '@studypath/domain/checklist';
import { z } from 'zod';
import { localesFolder } from '../../platform/email/email-texts.ts';

const titlesFileSchema = z.object({
  items: z.record(z.string(), z.object({ title: z.string() })),
});

function loadTitles(language: Language): ReadonlyMap<string, string> {
  const file = path.join(localesFolder, language, 'checklist.json');
  const parsed = titlesFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(Object.entries(parsed.items).map(([id, item]) => [id, item.title]));
}

const titlesByLanguage = new Map(languages.map((language) => [language, loadTitles(language)]));

/** The item's title in `language` (English when that language lacks it; the key if unknown). */
export function checklistItemTitle(
  language: Language,
  item: { id: string; custom: { title: string } | null },
): string {
  if (item.custom !== null || customItemIdOf(item.id) !== null)
    return item.custom?.title ?? item.id;
  return (
    titlesByLanguage.get(language)?.get(item.id) ??
    titlesByLanguage.get('en')?.get(item.id) ??
    item.id
  );
}
