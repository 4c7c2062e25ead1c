import { emptyQuizAnswers } from '@studypath/domain/applications';
import { describe, expect, it } from 'vitest';
import { tabDraftKeys } from '../../../../lib/tab-drafts.ts';
import { readQuizDraft, saveQuizDraft } from './quiz-draft.ts';

const ana = 'user-ana';
const offered = ['winter-2027', 'spring-2027', 'summer-2027', 'fall-2027'];
const stored = () => window.sessionStorage.getItem(tabDraftKeys.studyPathQuiz);

describe('the quiz draft', () => {
  it('keeps the answers and the step, and gives them back to their owner', () => {
    const answers = {
      ...emptyQuizAnswers,
      educationLevel: 'diploma' as const,
      fieldOfStudy: 'law' as const,
    };
    saveQuizDraft(ana, { answers, stepIndex: 2 });
    expect(readQuizDraft(ana, offered)).toEqual({ answers, stepIndex: 2 });
  });

  it('keeps nothing for a quiz not started', () => {
    saveQuizDraft(ana, { answers: { ...emptyQuizAnswers, educationLevel: 'phd' }, stepIndex: 1 });
    saveQuizDraft(ana, { answers: emptyQuizAnswers, stepIndex: 0 });
    expect(stored()).toBeNull();
  });

  it('drops what the quiz could not show, and never goes past the first step left to answer', () => {
    window.sessionStorage.setItem(
      tabDraftKeys.studyPathQuiz,
      JSON.stringify({
        owner: ana,
        stepIndex: 5,
        answers: {
          educationLevel: 'diploma',
          coopOption: 'with-coop',
          fieldOfStudy: 'law',
          fieldOther: 'Aviation',
          preferredProvince: 'atlantis',
          startTiming: 'fall-2020',
          budgetRange: 'other',
          budgetOther: 42,
        },
      }),
    );
    expect(readQuizDraft(ana, offered)).toEqual({
      answers: {
        ...emptyQuizAnswers,
        educationLevel: 'diploma',
        fieldOfStudy: 'law',
        budgetRange: 'other',
      },
      stepIndex: 2,
    });
  });
});
