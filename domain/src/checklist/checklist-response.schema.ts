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
import { recordIdSchema } from '../input/record-id.schema.ts';
import { textSchema } from '../input/text.schema.ts';

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

/** The consultant's decisions on an item; `reopened` (in a request) takes the last one back. */
export const reviewDecisions = ['accepted', 'needs_changes', 'not_needed'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

const questionIdSchema = z.enum(checklistQuestionIds as [string, ...string[]]);

export const checklistItemDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  /** The portal's download address (documentDownloadPath), for the student and consultants. */
  downloadUrl: z.string(),
});

export const checklistItemSchema = z.object({
  /** A rule's id ('passport', 'pal', ...) or a custom item's 'custom-{uuid}'. */
  id: z.string(),
  kind: z.enum(['rule', 'custom']),
  category: documentCategorySchema,
  state: z.enum(checklistItemStates),
  /** The question whose answer decides whether the item is needed; null once it is decided. */
  question: questionIdSchema.nullable(),
  sources: z.array(z.object({ url: z.string(), checkedOn: z.string() })),
  /** A custom item's title and details, as the consultant wrote them; null for a rule's item. */
  custom: z.object({ title: z.string(), details: z.string().nullable() }).nullable(),
  /** The documents uploaded for this item, newest first. */
  documents: z.array(checklistItemDocumentSchema),
  /** The consultant's latest decision (with the reason given), or null. */
  review: z
    .object({
      decision: z.enum(reviewDecisions),
      reason: z.string().nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
  /**
   * Accepted before a rules change stopped asking for it: kept on the list, marked, never lost.
   */
  noLongerRequired: z.boolean(),
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
  /** Whose move the checklist says it is (checklistWaitingOn); null when every item is done. */
  waitingOn: z.enum(['student', 'consultant']).nullable(),
  /**
   * The last time a change of the rules changed this path's items: the day and the item ids
   * added and no longer needed ("Checklist updated on {date}: {what changed}"); null if never.
   */
  rulesChange: z
    .object({
      changedOn: z.string(),
      added: z.array(z.string()),
      removed: z.array(z.string()),
    })
    .nullable(),
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

const reasonMessage = 'Give a reason the student can act on (up to 1,000 characters)';

/**
 * PUT .../checklist/items/{itemId}/review: accept, ask for changes (reason required), waive as not
 * needed (reason required) or reopen (take the last decision back).
 */
export const reviewChecklistItemRequestSchema = z
  .strictObject({
    decision: z.enum([...reviewDecisions, 'reopened'], {
      error: 'Choose accepted, needs_changes, not_needed or reopened',
    }),
    reason: textSchema({ isMultiline: true, error: reasonMessage })
      .max(1000, { error: reasonMessage })
      .optional(),
  })
  .superRefine((value, context) => {
    const needsReason = value.decision === 'needs_changes' || value.decision === 'not_needed';
    if (needsReason && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: reasonMessage });
    }
  });
export type ReviewChecklistItemRequest = z.infer<typeof reviewChecklistItemRequestSchema>;

/** POST .../checklist/items: a consultant's own item for this path. */
export const createCustomChecklistItemRequestSchema = z.strictObject({
  title: textSchema({ error: 'Enter a title (up to 120 characters)' })
    .min(1, { error: 'Enter a title (up to 120 characters)' })
    .max(120, { error: 'Enter a title (up to 120 characters)' }),
  details: textSchema({ isMultiline: true, error: 'Details can be up to 1,000 characters' })
    .max(1000, { error: 'Details can be up to 1,000 characters' })
    .optional(),
  category: documentCategorySchema,
});
export type CreateCustomChecklistItemRequest = z.infer<
  typeof createCustomChecklistItemRequestSchema
>;

/**
 * {itemId} in the item routes: a rule's id or 'custom-{uuid}'. Any text is taken here: an id that
 * is not on the path's checklist is the service's 404 (checklist.item_not_found), whatever it is.
 */
export const checklistItemParamsSchema = z.object({
  id: recordIdSchema,
  itemId: textSchema().max(200),
});

/**
 * GET /api/admin/checklist-progress?ids=...: each listed path's checklist completion, for the
 * consultants' Study Paths table.
 */
export const checklistProgressQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'ids must be study path ids' })).max(100)),
});
export const checklistProgressResponseSchema = z.object({
  items: z.array(
    z.object({
      applicationId: z.string(),
      done: z.number().int(),
      total: z.number().int(),
      /** Items with an upload the consultant has not reviewed. */
      awaitingReview: z.number().int(),
      /** Items the student has still to upload (to do or needing changes). */
      toDo: z.number().int(),
    }),
  ),
});
export type ChecklistProgressResponse = z.infer<typeof checklistProgressResponseSchema>;
