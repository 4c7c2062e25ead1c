import { describe, expect, it } from 'vitest';
import { livingCosts } from './living-costs.ts';
import { onDay, rulesCheckedOn } from '../../test/checklist.fixtures.ts';

describe('living costs outside Quebec', () => {
  it('switch to the new table on 1 September 2025', () => {
    expect(livingCosts(1, false, onDay('2025-08-31'))).toEqual({
      cents: 2_063_500,
      basis: 'outside-quebec',
      isAtLeast: false,
      rulesFrom: '2024-01-01',
    });
    expect(livingCosts(1, false, onDay('2025-09-01'))).toEqual({
      cents: 2_289_500,
      basis: 'outside-quebec',
      isAtLeast: false,
      rulesFrom: '2025-09-01',
    });
  });

  it("follow IRCC's table for families of 1 to 7, then add CAD 6,170 a member", () => {
    const byFamilySize = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (size) => livingCosts(size, false, rulesCheckedOn).cents / 100,
    );
    expect(byFamilySize).toEqual([
      22_895, 28_502, 35_040, 42_543, 48_252, 54_420, 60_589, 66_759, 72_929,
    ]);
  });

  it('before 1 September 2025, show a family "at least" the one-person amount, never a scaled guess', () => {
    expect(livingCosts(3, false, onDay('2025-08-31'))).toMatchObject({
      cents: 2_063_500,
      isAtLeast: true,
    });
  });

  it('refuse a family smaller than the student', () => {
    expect(() => livingCosts(0, false, rulesCheckedOn)).toThrow(RangeError);
  });
});

describe('living costs in Quebec', () => {
  it("are Quebec's own amount for one person", () => {
    expect(livingCosts(1, true, rulesCheckedOn)).toEqual({
      cents: 2_461_700,
      basis: 'quebec',
      isAtLeast: false,
      rulesFrom: '2026-01-01',
    });
  });

  it("estimate a family as Quebec's one-person amount plus IRCC's additions, and say so", () => {
    // 24,617 + (35,040 − 22,895) for a family of three.
    expect(livingCosts(3, true, rulesCheckedOn)).toEqual({
      cents: 3_676_200,
      basis: 'quebec-family-estimate',
      isAtLeast: false,
      rulesFrom: '2026-01-01',
    });
  });
});
