import { describe, expect, it } from 'vitest';
import { provinces } from '../applications/quiz-options.ts';
import { ageOfMajority, ageOfMajorityIn } from './age-of-majority.ts';

describe('age of majority', () => {
  it('is 18 in AB, MB, ON, PE, QC, SK and 19 in BC, NB, NL, NS and the territories', () => {
    const byAge = (age: number) =>
      Object.entries(ageOfMajority)
        .filter(([, value]) => value === age)
        .map(([place]) => place)
        .sort();
    expect(byAge(18)).toEqual(['alberta', 'manitoba', 'ontario', 'pei', 'quebec', 'saskatchewan']);
    expect(byAge(19)).toEqual([
      'bc',
      'new-brunswick',
      'newfoundland',
      'northwest-territories',
      'nova-scotia',
      'nunavut',
      'yukon',
    ]);
  });

  it('covers every province the quiz offers', () => {
    for (const province of provinces) {
      if (province === 'no-preference') continue;
      expect(ageOfMajority[province]).toBeGreaterThanOrEqual(18);
    }
  });

  it('takes the stricter 19 when no province is chosen', () => {
    expect(ageOfMajorityIn(null)).toBe(19);
    expect(ageOfMajorityIn('ontario')).toBe(18);
  });
});
