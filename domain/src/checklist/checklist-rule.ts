// The shape of one checklist rule: data (what to upload, why, on whose authority, from when)
// with the code that decides whether it applies to a student.
import type { DocumentCategory } from '../documents/document-categories.ts';
import type { ChecklistFacts, ChecklistQuestionId } from './checklist-facts.ts';
import type { RuleSource } from './checklist-sources.ts';

export const checklistItemIds = [
  'passport',
  'letter-of-acceptance',
  'pal',
  'caq',
  'proof-of-funds',
  'photo',
  'study-permit-fee',
  'biometrics',
  'medical-exam',
  'parental-consent-letter',
  'custodian-declaration',
  'quebec-minor-identity',
  'quebec-minor-guardianship',
] as const;
export type ChecklistItemId = (typeof checklistItemIds)[number];

/** 'needed', 'not-needed', or a question to ask because the portal cannot know. */
export type RuleOutcome = 'needed' | 'not-needed' | { ask: ChecklistQuestionId };

export interface ChecklistRule {
  /** Stable: the server stores items by it. */
  id: ChecklistItemId;
  /** Where the student uploads it. */
  category: DocumentCategory;
  /** Plain English: why Canada (or Quebec) asks for it. */
  reason: string;
  /** Plain English: what exactly to upload. */
  upload: string;
  sources: readonly RuleSource[];
  /** YYYY-MM-DD, inclusive; null: no start. */
  appliesFrom: string | null;
  /** YYYY-MM-DD, exclusive; null: no end. */
  appliesUntil: string | null;
  applies: (facts: ChecklistFacts) => RuleOutcome;
}

/** An outcome from a yes/no answer the portal cannot know: ask until it is given. */
export function outcomeFromAnswer(
  answer: boolean | undefined,
  question: ChecklistQuestionId,
): RuleOutcome {
  if (answer === undefined) return { ask: question };
  return answer ? 'needed' : 'not-needed';
}
