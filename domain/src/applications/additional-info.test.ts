import { describe, expect, it } from 'vitest';
import {
  describeBudget,
  describeFieldOfStudy,
  describeProgramPreferences,
  describeStartTiming,
  toAdditionalInfo,
} from './additional-info.ts';
import type { QuizResponses } from './quiz-responses.schema.ts';

const responses: QuizResponses = {
  educationLevel: 'bachelors',
  coopOption: 'with-coop',
  fieldOfStudy: 'stem',
  fieldOther: null,
  preferredProvince: 'ontario',
  startTiming: 'fall-2027',
  budgetRange: 'other',
  budgetOther: 'Full scholarship',
  financialDetails: null,
};

describe('the texts derived from the quiz answers', () => {
  it("names the field of study by its label, or the student's text for 'other'", () => {
    expect(describeFieldOfStudy(responses)).toBe('Science, Technology, Engineering & Math (STEM)');
    expect(describeFieldOfStudy({ fieldOfStudy: 'other', fieldOther: 'Aviation' })).toBe(
      'Aviation',
    );
  });

  it('names the program level with the co-op choice when asked', () => {
    expect(describeProgramPreferences(responses)).toBe("Bachelor's Degree (With Co-op)");
    expect(describeProgramPreferences({ educationLevel: 'phd', coopOption: null })).toBe('PhD');
  });

  it('names the budget and the start date', () => {
    expect(describeBudget(responses)).toBe('Full scholarship');
    expect(describeBudget({ budgetRange: '15k-25k', budgetOther: null })).toBe('$15,000 - $25,000');
    expect(describeStartTiming('fall-2027')).toBe('Fall 2027');
    expect(describeStartTiming('asap')).toBe('asap');
  });

  it('keeps the summary fields beside the answers in step with them', () => {
    expect(toAdditionalInfo(responses)).toEqual({
      quizResponses: responses,
      startTiming: 'fall-2027',
      budget: 'Full scholarship',
      financialDetails: null,
    });
  });
});
