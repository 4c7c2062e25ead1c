// The API's contract for a study path's checklist (issue 28): what GET .../checklist answers and
// what PUT .../checklist/answers takes, for the student who owns the path and for consultants.
// The texts (item titles, reasons, upload instructions, questions) are not in the answer: the web
// shows them from its locale files by item and question id, in the reader's language.
import { z } from 'zod';
import { documentCategorySchema } from '../documents/document-categories.ts';
import {
  checklistAnswersSchema,
  checklistQuestionIds,
  institutionTypes,
} from './checklist-facts.ts';
import { checklistItemIds } from './checklist-rule.ts';

/**
 * An item's state: to do; uploaded (a document is linked to it); accepted or needing changes
 * (the consultant's review, with a reason); not needed (waived by the consultant, with a reason).
 */
export const checklistItemStates = [
  'to_do',
  'uploaded',
  'accepted',
  'needs_changes',
  'not_needed',
] as const;
export type ChecklistItemState = (typeof checklistItemStates)[number];

/** States that count as done in the progress bar. */
export const doneChecklistItemStates: readonly ChecklistItemState[] = ['accepted', 'not_needed'];

const questionIdSchema = z.enum(checklistQuestionIds as [string, ...string[]]);

export const checklistItemSchema = z.object({
  id: z.enum(checklistItemIds),
  category: documentCategorySchema,
  state: z.enum(checklistItemStates),
  /** The question whose answer decides whether the item is needed; null once it is decided. */
  question: questionIdSchema.nullable(),
  sources: z.array(z.object({ url: z.string(), checkedOn: z.string() })),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const proofOfFundsSchema = z.object({
  tuitionCents: z.number().int(),
  tuitionBasis: z.enum(['program', 'budget', 'unknown']),
  tuitionIsAtLeast: z.boolean(),
  livingCents: z.number().int(),
  livingBasis: z.enum(['outside-quebec', 'quebec', 'quebec-family-estimate']),
  livingIsAtLeast: z.boolean(),
  familySize: z.number().int(),
  familySizeBasis: z.enum(['answered', 'assumed-alone']),
  travelCents: z.number().int(),
  totalCents: z.number().int(),
  totalIsAtLeast: z.boolean(),
  rulesFrom: z.string(),
});

export const studyPathChecklistSchema = z.object({
  applicationId: z.string(),
  /** checklistRulesVersion of the rules the checklist was derived with. */
  rulesVersion: z.string(),
  items: z.array(checklistItemSchema),
  /** What the student or a consultant answered so far. */
  answers: checklistAnswersSchema,
  proofOfFunds: proofOfFundsSchema,
  /** Items accepted or not needed, of all items. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type StudyPathChecklist = z.infer<typeof studyPathChecklistSchema>;

/**
 * PUT .../checklist/answers: the answers to change; a question left out keeps its answer, null
 * clears it (the item asks again).
 */
export const updateChecklistAnswersRequestSchema = z.strictObject({
  institutionType: z
    .enum(institutionTypes, { error: 'Choose public or private' })
    .nullable()
    .optional(),
  needsMedicalExam: z.boolean({ error: 'Must be true or false' }).nullable().optional(),
  familyMembersComing: z
    .number({ error: 'Must be a whole number from 0 to 20' })
    .int({ error: 'Must be a whole number from 0 to 20' })
    .min(0, { error: 'Must be a whole number from 0 to 20' })
    .max(20, { error: 'Must be a whole number from 0 to 20' })
    .nullable()
    .optional(),
  comingWithParent: z.boolean({ error: 'Must be true or false' }).nullable().optional(),
  studyLengthMonths: z
    .number({ error: 'Must be a whole number of months from 1 to 120' })
    .int({ error: 'Must be a whole number of months from 1 to 120' })
    .min(1, { error: 'Must be a whole number of months from 1 to 120' })
    .max(120, { error: 'Must be a whole number of months from 1 to 120' })
    .nullable()
    .optional(),
});
export type UpdateChecklistAnswersRequest = z.infer<typeof updateChecklistAnswersRequestSchema>;
