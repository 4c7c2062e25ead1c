import { describe, expect, it } from 'vitest';
import { emptyQuizAnswers, type QuizAnswers } from './quiz-answers.ts';
import { findQuizProblems, quizQuestionOfRequestField } from './quiz-problems.ts';
import { FIELD_OTHER_MAX_LENGTH } from './quiz-responses.schema.ts';

const complete: QuizAnswers = {
  educationLevel: 'bachelors',
  coopOption: 'with-coop',
  fieldOfStudy: 'other',
  fieldOther: 'Aviation',
  preferredProvince: 'ontario',
  startTiming: 'fall-2027',
  budgetRange: 'under-15k',
  budgetOther: '',
  financialDetails: '',
};

describe('findQuizProblems', () => {
  it('finds nothing wrong with complete answers', () => {
    expect(findQuizProblems(complete)).toEqual([]);
  });

  it("names an 'other' field of study over its limit on its own step, while later steps are empty", () => {
    const answers: QuizAnswers = {
      ...emptyQuizAnswers,
      educationLevel: 'diploma',
      fieldOfStudy: 'other',
      fieldOther: 'x'.repeat(337),
    };
    expect(findQuizProblems(answers, 'fieldOfStudy')).toEqual([
      { question: 'fieldOther', message: `Must be at most ${FIELD_OTHER_MAX_LENGTH} characters` },
    ]);
    expect(findQuizProblems(answers, 'educationLevel')).toEqual([]);
  });

  it('checks every step on review, in the order of the steps', () => {
    const answers = { ...complete, financialDetails: 'a\u0001b', fieldOther: 'y'.repeat(201) };
    expect(findQuizProblems(answers, 'review').map((problem) => problem.question)).toEqual([
      'fieldOther',
      'financialDetails',
    ]);
  });
});

describe('quizQuestionOfRequestField', () => {
  it("finds the question behind each field of the server's 400", () => {
    expect(quizQuestionOfRequestField('additionalInfo.quizResponses.budgetOther', complete)).toBe(
      'budgetOther',
    );
    expect(quizQuestionOfRequestField('fieldOfStudy', complete)).toBe('fieldOther');
    expect(quizQuestionOfRequestField('fieldOfStudy', { ...complete, fieldOfStudy: 'law' })).toBe(
      'fieldOfStudy',
    );
    expect(quizQuestionOfRequestField('programPreferences', complete)).toBe('educationLevel');
    expect(
      quizQuestionOfRequestField('additionalInfo.quizResponses.toString', complete),
    ).toBeNull();
    expect(quizQuestionOfRequestField('intendedInstitutions', complete)).toBeNull();
  });
});
