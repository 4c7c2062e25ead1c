import { describe, expect, it } from 'vitest';
import { proofOfFunds, TRAVEL_ESTIMATE_CENTS_PER_PERSON } from './proof-of-funds.ts';
import { checklistFacts, onDay } from '../../test/checklist.fixtures.ts';

describe('proof of funds', () => {
  it("adds the program's tuition, a year of living costs and the travel estimate", () => {
    const funds = proofOfFunds(
      checklistFacts({ programTuitionCents: 1_800_000, budgetRange: '35k-50k' }),
    );
    expect(funds).toEqual({
      tuitionCents: 1_800_000,
      tuitionBasis: 'program',
      tuitionIsAtLeast: false,
      livingCents: 2_289_500,
      livingBasis: 'outside-quebec',
      livingIsAtLeast: false,
      familySize: 1,
      familySizeBasis: 'assumed-alone',
      travelCents: 200_000,
      totalCents: 1_800_000 + 2_289_500 + 200_000,
      totalIsAtLeast: false,
      rulesFrom: '2025-09-01',
    });
  });

  it('takes the top of the budget range without a priced program', () => {
    const tuitionFor = (budgetRange: '15k-25k' | 'under-15k') =>
      proofOfFunds(checklistFacts({ budgetRange })).tuitionCents;
    expect(tuitionFor('under-15k')).toBe(1_500_000);
    expect(tuitionFor('15k-25k')).toBe(2_500_000);
  });

  it('says "at least" for an over-50k budget and for unknown tuition', () => {
    expect(proofOfFunds(checklistFacts({ budgetRange: 'over-50k' }))).toMatchObject({
      tuitionCents: 5_000_000,
      tuitionBasis: 'budget',
      tuitionIsAtLeast: true,
      totalIsAtLeast: true,
    });
    for (const budgetRange of ['other', null] as const) {
      expect(proofOfFunds(checklistFacts({ budgetRange }))).toMatchObject({
        tuitionCents: 0,
        tuitionBasis: 'unknown',
        totalIsAtLeast: true,
      });
    }
  });

  it('counts the family members coming along, for living costs and travel', () => {
    const funds = proofOfFunds(checklistFacts({ answers: { familyMembersComing: 2 } }));
    expect(funds).toMatchObject({
      familySize: 3,
      familySizeBasis: 'answered',
      livingCents: 3_504_000,
      travelCents: 3 * TRAVEL_ESTIMATE_CENTS_PER_PERSON,
    });
  });

  it('shows a family the old one-person amount as "at least" before 1 September 2025', () => {
    const funds = proofOfFunds(
      checklistFacts({ today: onDay('2025-08-31'), answers: { familyMembersComing: 1 } }),
    );
    expect(funds).toMatchObject({
      livingCents: 2_063_500,
      livingIsAtLeast: true,
      totalIsAtLeast: true,
    });
  });
});
