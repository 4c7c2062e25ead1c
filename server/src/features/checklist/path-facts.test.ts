import { describe, expect, it } from 'vitest';
import { toChecklistFacts, type PathFactsSource } from './path-facts.ts';

const today = new Date('2026-11-27T12:00:00Z');
const quiz = (responses: Record<string, unknown>) => JSON.stringify({ quizResponses: responses });
const source = (changes: Partial<PathFactsSource>): PathFactsSource => ({
  additionalInfo: null,
  dateOfBirth: null,
  programTuition: null,
  answers: {},
  today,
  ...changes,
});

describe('toChecklistFacts', () => {
  it('reads the quiz, the date of birth, the program’s tuition and the answers', () => {
    expect(
      toChecklistFacts(
        source({
          additionalInfo: quiz({
            educationLevel: 'masters',
            preferredProvince: 'quebec',
            budgetRange: '15k-25k',
          }),
          dateOfBirth: '2010-03-04',
          programTuition: 'CAD 18,000 / year',
          answers: { familyMembersComing: 1 },
        }),
      ),
    ).toEqual({
      today,
      dateOfBirth: '2010-03-04',
      province: 'quebec',
      educationLevel: 'masters',
      budgetRange: '15k-25k',
      programTuitionCents: 1_800_000,
      answers: { familyMembersComing: 1 },
    });
  });

  it('reads no preference, values outside the lists and text that is not JSON as unknown', () => {
    const facts = toChecklistFacts(
      source({
        additionalInfo: quiz({
          educationLevel: 'doctorate',
          preferredProvince: 'no-preference',
          budgetRange: 42,
        }),
      }),
    );
    expect([facts.province, facts.educationLevel, facts.budgetRange]).toEqual([null, null, null]);
    const notJson = toChecklistFacts(source({ additionalInfo: 'Toronto, about $20k' }));
    expect([notJson.province, notJson.educationLevel, notJson.budgetRange]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('has no program tuition without an amount in the text', () => {
    expect(toChecklistFacts(source({ programTuition: 'Ask the school' })).programTuitionCents).toBe(
      null,
    );
  });
});
