import { checklistQuestionIds, type ChecklistAnswers } from '@studypath/domain/checklist';
import { describe, expect, it } from 'vitest';
import { answeredQuestions, answerRequest, draftOf, questionControls } from './question-answers.ts';
import { sourceSite } from './source-site.ts';

describe('checklist question answers', () => {
  it('has a control for every question the contract knows', () => {
    expect(Object.keys(questionControls).sort()).toEqual([...checklistQuestionIds].sort());
  });

  it('turns the form values into the PUT body', () => {
    expect(answerRequest('needsMedicalExam', 'yes')).toEqual({ needsMedicalExam: true });
    expect(answerRequest('comingWithParent', 'no')).toEqual({ comingWithParent: false });
    expect(answerRequest('institutionType', 'private')).toEqual({ institutionType: 'private' });
    expect(answerRequest('familyMembersComing', ' 0 ')).toEqual({ familyMembersComing: 0 });
    expect(answerRequest('studyLengthMonths', '24')).toEqual({ studyLengthMonths: 24 });
  });

  it('refuses what the server would refuse: nothing, out of bounds, not a whole number', () => {
    expect(answerRequest('needsMedicalExam', '')).toBeNull();
    expect(answerRequest('familyMembersComing', '21')).toBeNull();
    expect(answerRequest('studyLengthMonths', '0')).toBeNull();
    expect(answerRequest('studyLengthMonths', '2.5')).toBeNull();
    expect(answerRequest('institutionType', 'charter')).toBeNull();
  });

  it('shows an answer given in the form, and lists the answered questions in order', () => {
    const answers: ChecklistAnswers = {
      familyMembersComing: 2,
      needsMedicalExam: false,
      institutionType: 'public',
    };
    expect(draftOf(answers, 'needsMedicalExam')).toBe('no');
    expect(draftOf(answers, 'familyMembersComing')).toBe('2');
    expect(draftOf(answers, 'comingWithParent')).toBe('');
    expect(answeredQuestions(answers)).toEqual([
      'institutionType',
      'needsMedicalExam',
      'familyMembersComing',
    ]);
  });

  it("names a source's site without www", () => {
    expect(sourceSite('https://www.canada.ca/en/immigration.html')).toBe('canada.ca');
    expect(sourceSite('https://www.quebec.ca/en/education')).toBe('quebec.ca');
  });
});
