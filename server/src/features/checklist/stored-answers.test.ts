import { describe, expect, it } from 'vitest';
import { changedQuestions, mergeAnswers, readStoredAnswers } from './stored-answers.ts';

describe('readStoredAnswers', () => {
  it('keeps the answers that parse and drops the rest, never throwing', () => {
    expect(
      readStoredAnswers({
        institutionType: 'public',
        familyMembersComing: 99,
        needsMedicalExam: 'yes',
        comingWithParent: false,
        retired: true,
      }),
    ).toEqual({ institutionType: 'public', comingWithParent: false });
  });

  it('reads anything that is not an object as no answers', () => {
    expect(readStoredAnswers(null)).toEqual({});
    expect(readStoredAnswers('{"institutionType":"public"}')).toEqual({});
    expect(readStoredAnswers([1, 2])).toEqual({});
  });
});

describe('mergeAnswers', () => {
  it('keeps what the request leaves out, clears null and sets the rest', () => {
    expect(
      mergeAnswers(
        { institutionType: 'private', needsMedicalExam: true, familyMembersComing: 1 },
        { needsMedicalExam: null, familyMembersComing: 2 },
      ),
    ).toEqual({ institutionType: 'private', familyMembersComing: 2 });
  });
});

describe('changedQuestions', () => {
  it('names the questions given, changed or cleared, not those kept', () => {
    expect(
      changedQuestions(
        { institutionType: 'private', needsMedicalExam: true, familyMembersComing: 1 },
        { institutionType: 'private', familyMembersComing: 2, comingWithParent: false },
      ),
    ).toEqual(['needsMedicalExam', 'familyMembersComing', 'comingWithParent']);
  });
});
