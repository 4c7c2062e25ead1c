// The questions the portal cannot answer itself (decision 038), as form controls: which control
// each one takes, what the form shows for an answer already given, and the PUT body for what was
// entered, checked by the contract's own schema so that the web never accepts what the server
// would refuse.
import {
  checklistQuestionIds,
  updateChecklistAnswersRequestSchema,
  type ChecklistAnswers,
  type ChecklistQuestionId,
  type UpdateChecklistAnswersRequest,
} from '@studypath/domain/checklist';

export type QuestionControl = 'yes-no' | 'institution-type' | 'months' | 'family-members';

export const questionControls: Readonly<Record<ChecklistQuestionId, QuestionControl>> = {
  institutionType: 'institution-type',
  needsMedicalExam: 'yes-no',
  comingWithParent: 'yes-no',
  studyLengthMonths: 'months',
  familyMembersComing: 'family-members',
};

/**
 * Whether an item's `question` is one this build can ask (the contract types it as a string:
 * a question added to the server before the web knows it is not asked, rather than asked wrong).
 */
export function isKnownQuestion(question: string | null): question is ChecklistQuestionId {
  return question !== null && Object.hasOwn(questionControls, question);
}

/** The number inputs' bounds, as the request schema has them. */
export const numberBounds = {
  months: { min: 1, max: 120 },
  'family-members': { min: 0, max: 20 },
} as const;

/** The form's value for `questionId`: 'yes'/'no', 'public'/'private', digits, or '' (none yet). */
export function draftOf(answers: ChecklistAnswers, questionId: ChecklistQuestionId): string {
  const value = answers[questionId];
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function valueOf(questionId: ChecklistQuestionId, draft: string): unknown {
  const text = draft.trim();
  if (text === '') return undefined;
  switch (questionControls[questionId]) {
    case 'yes-no':
      return text === 'yes' ? true : text === 'no' ? false : text;
    case 'institution-type':
      return text;
    case 'months':
    case 'family-members':
      return /^\d+$/.test(text) ? Number(text) : text;
  }
}

/** The PUT body answering `questionId` with `draft`, or null when the draft is no valid answer. */
export function answerRequest(
  questionId: ChecklistQuestionId,
  draft: string,
): UpdateChecklistAnswersRequest | null {
  const value = valueOf(questionId, draft);
  if (value === undefined) return null;
  const request = updateChecklistAnswersRequestSchema.safeParse({ [questionId]: value });
  return request.success ? request.data : null;
}

/** The questions answered so far, in the contract's order. */
export function answeredQuestions(answers: ChecklistAnswers): ChecklistQuestionId[] {
  return checklistQuestionIds.filter((questionId) => answers[questionId] !== undefined);
}
