// Document categories (part 2 §3), with the spec's labels; the picker defaults to transcript.
import { z } from 'zod';
import { ownValue } from '../input/own-key.ts';

export const documentCategories = [
  'transcript',
  'passport',
  'language_test',
  'financial',
  'letter_of_acceptance',
  'visa',
  'other',
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const DEFAULT_DOCUMENT_CATEGORY: DocumentCategory = 'transcript';

export const documentCategoryLabels: Record<DocumentCategory, string> = {
  transcript: 'Academic Transcript',
  passport: 'Passport',
  language_test: 'Language Test Score',
  financial: 'Financial Document',
  letter_of_acceptance: 'Letter of Acceptance',
  visa: 'Visa Document',
  other: 'Other',
};

export const documentCategorySchema = z.enum(documentCategories, {
  error: 'Choose one of the document categories',
});

export function documentCategoryLabel(category: string): string | undefined {
  return ownValue(documentCategoryLabels, category);
}
