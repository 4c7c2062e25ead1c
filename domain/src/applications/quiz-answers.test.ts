import { describe, expect, it } from 'vitest';
import type { QuizAnswers } from './quiz-answers.ts';
import {
  applyQuizAnswer,
  emptyQuizAnswers,
  isQuizComplete,
  isStepAnswered,
  QUIZ_STEP_COUNT,
  quizSteps,
} from './quiz-answers.ts';

const complete: QuizAnswers = {
  educationLevel: 'bachelors',
  coopOption: 'with-coop',
  fieldOfStudy: 'stem',
  fieldOther: '',
  preferredProvince: 'ontario',
  startTiming: 'fall-2027',
  budgetRange: '25k-35k',
  budgetOther: '',
  financialDetails: '',
};

describe('applyQuizAnswer', () => {
  it('clears the co-op choice when the education level changes', () => {
    const next = applyQuizAnswer(complete, 'educationLevel', 'masters');
    expect(next.educationLevel).toBe('masters');
    expect(next.coopOption).toBeNull();
  });

  it('keeps the co-op choice when the same level is chosen again', () => {
    expect(applyQuizAnswer(complete, 'educationLevel', 'bachelors').coopOption).toBe('with-coop');
  });

  it("clears the field's other text when an option other than 'other' is chosen", () => {
    const withOther = { ...complete, fieldOfStudy: 'other' as const, fieldOther: 'Aviation' };
    expect(applyQuizAnswer(withOther, 'fieldOfStudy', 'law').fieldOther).toBe('');
    expect(applyQuizAnswer(withOther, 'fieldOfStudy', 'other').fieldOther).toBe('Aviation');
  });

  it("clears the budget's other text when an option other than 'other' is chosen", () => {
    const withOther = { ...complete, budgetRange: 'other' as const, budgetOther: 'Scholarship' };
    expect(applyQuizAnswer(withOther, 'budgetRange', 'over-50k').budgetOther).toBe('');
  });

  it('keeps financial details whatever the budget range', () => {
    const withDetails = { ...complete, financialDetails: 'Family support' };
    expect(applyQuizAnswer(withDetails, 'budgetRange', 'other').financialDetails).toBe(
      'Family support',
    );
  });

  it('does not change the answers it was given', () => {
    const before = { ...complete };
    applyQuizAnswer(complete, 'educationLevel', 'phd');
    expect(complete).toEqual(before);
  });
});

describe('isStepAnswered', () => {
  it('has six steps, the last one the review', () => {
    expect(QUIZ_STEP_COUNT).toBe(6);
    expect(quizSteps[5]).toBe('review');
  });

  it('answers no step of an empty quiz', () => {
    for (const step of quizSteps) expect(isStepAnswered(emptyQuizAnswers, step)).toBe(false);
  });

  it('needs a co-op choice for levels that ask it, and only for those', () => {
    const bachelors = applyQuizAnswer(emptyQuizAnswers, 'educationLevel', 'bachelors');
    expect(isStepAnswered(bachelors, 'educationLevel')).toBe(false);
    expect(
      isStepAnswered(applyQuizAnswer(bachelors, 'coopOption', 'no-coop'), 'educationLevel'),
    ).toBe(true);
    const diploma = applyQuizAnswer(emptyQuizAnswers, 'educationLevel', 'diploma');
    expect(isStepAnswered(diploma, 'educationLevel')).toBe(true);
  });

  it("needs a non-blank text when 'other' is chosen", () => {
    const other = { ...complete, fieldOfStudy: 'other' as const };
    expect(isStepAnswered({ ...other, fieldOther: '   ' }, 'fieldOfStudy')).toBe(false);
    expect(isStepAnswered({ ...other, fieldOther: 'Aviation' }, 'fieldOfStudy')).toBe(true);
    const budget = { ...complete, budgetRange: 'other' as const };
    expect(isStepAnswered(budget, 'budget')).toBe(false);
    expect(isStepAnswered({ ...budget, budgetOther: 'Scholarship' }, 'budget')).toBe(true);
  });

  it('does not need financial details', () => {
    expect(isStepAnswered(complete, 'budget')).toBe(true);
  });

  it('allows Submit on the review step only when every step is answered', () => {
    expect(isStepAnswered(complete, 'review')).toBe(true);
    expect(isQuizComplete(complete)).toBe(true);
    expect(isStepAnswered({ ...complete, preferredProvince: null }, 'review')).toBe(false);
    expect(isStepAnswered({ ...complete, coopOption: null }, 'review')).toBe(false);
  });
});
