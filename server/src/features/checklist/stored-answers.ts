// The answers column holds JSON written by an older or newer version of the portal as well as
// this one. Each answer is read on its own: one that no longer parses reads as unanswered (the
// item asks again) instead of failing the whole checklist.
import {
  checklistAnswersSchema,
  checklistQuestionIds,
  type ChecklistAnswers,
  type ChecklistQuestionId,
  type UpdateChecklistAnswersRequest,
} from '@studypath/domain/checklist';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readStoredAnswers(stored: unknown): ChecklistAnswers {
  if (!isRecord(stored)) return {};
  const answers: Record<string, unknown> = {};
  for (const question of checklistQuestionIds) {
    if (!Object.hasOwn(stored, question)) continue;
    const parsed = checklistAnswersSchema.shape[question].safeParse(stored[question]);
    if (parsed.success && parsed.data !== undefined) answers[question] = parsed.data;
  }
  // Each field passed its own schema, so the whole passes too; parse keeps the type honest.
  return checklistAnswersSchema.parse(answers);
}

/** The request applied to the stored answers: a question left out keeps, null clears. */
export function mergeAnswers(
  stored: ChecklistAnswers,
  changes: UpdateChecklistAnswersRequest,
): ChecklistAnswers {
  const merged: Record<string, unknown> = { ...stored };
  for (const question of checklistQuestionIds) {
    const change = changes[question];
    if (change === undefined) continue;
    if (change === null) delete merged[question];
    else merged[question] = change;
  }
  return checklistAnswersSchema.parse(merged);
}

/** The questions whose answer differs (given, changed or cleared), in the questions' order. */
export function changedQuestions(
  before: ChecklistAnswers,
  after: ChecklistAnswers,
): ChecklistQuestionId[] {
  return checklistQuestionIds.filter((question) => before[question] !== after[question]);
}
