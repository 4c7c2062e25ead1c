import { describeQuizAnswer } from '@studypath/domain/applications';
import { describe, expect, it } from 'vitest';
import { quizAnswerLines } from './quiz-answer-lines.ts';

describe('quizAnswerLines', () => {
  it("lists the student's answers in words, in quiz order", () => {
    const text = JSON.stringify({
      quizResponses: {
        educationLevel: 'bachelors',
        coopOption: 'with-coop',
        fieldOfStudy: 'law',
        fieldOther: '',
        preferredProvince: 'ontario',
        startTiming: 'fall-2027',
        budgetRange: '15k-25k',
        budgetOther: '',
        financialDetails: 'Family savings',
      },
      startTiming: 'fall-2027',
      budget: '$15,000 - $25,000',
      financialDetails: 'Family savings',
    });
    expect(
      quizAnswerLines(text, describeQuizAnswer).map(({ question, answer }) => [question, answer]),
    ).toEqual([
      ['educationLevel', "Bachelor's Degree"],
      ['coopOption', 'With Co-op'],
      ['fieldOfStudy', 'Law'],
      ['preferredProvince', 'Ontario'],
      ['startTiming', 'Fall 2027'],
      ['budgetRange', expect.stringMatching(/15,000/)],
      ['financialDetails', 'Family savings'],
    ]);
  });

  it('falls back to the summary fields of text stored without quizResponses', () => {
    const text = JSON.stringify({ startTiming: 'winter-2027', budget: 'About 20k' });
    expect(
      quizAnswerLines(text, describeQuizAnswer).map(({ question, answer }) => [question, answer]),
    ).toEqual([
      ['startTiming', 'Winter 2027'],
      ['budget', 'About 20k'],
    ]);
  });

  it('shows nothing for empty or non-JSON text', () => {
    expect(quizAnswerLines(null, describeQuizAnswer)).toEqual([]);
    expect(quizAnswerLines('free text from an old form', describeQuizAnswer)).toEqual([]);
  });
});
