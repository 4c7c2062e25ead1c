import { INFO_REQUEST_MAX_QUESTIONS } from '@studypath/domain/info-requests';
import { describe, expect, it } from 'vitest';
import { canAddQuestion, canRemoveQuestion, findQuestionProblems } from './validate-questions.ts';

const question = (text: string, id = 'q1') => ({ id, question: text, required: true });

describe('findQuestionProblems', () => {
  it('needs at least one question', () => {
    expect(findQuestionProblems([])).toEqual({ questions: 'atLeastOneQuestion' });
  });

  it('needs text in every question, blank after trimming counting as none', () => {
    expect(
      findQuestionProblems([question('Your budget?'), question('  ', 'q2'), question('', 'q3')]),
    ).toEqual({
      'questions.1.question': 'questionRequired',
      'questions.2.question': 'questionRequired',
    });
  });

  it('accepts questions that all have text', () => {
    expect(findQuestionProblems([question(' Your budget? ')])).toEqual({});
  });
});

describe('the question list rules', () => {
  it('removes a question only while more than one remains', () => {
    expect(canRemoveQuestion(1)).toBe(false);
    expect(canRemoveQuestion(2)).toBe(true);
  });

  it("adds questions up to the server's limit", () => {
    expect(canAddQuestion(INFO_REQUEST_MAX_QUESTIONS - 1)).toBe(true);
    expect(canAddQuestion(INFO_REQUEST_MAX_QUESTIONS)).toBe(false);
  });
});
