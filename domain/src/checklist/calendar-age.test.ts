import { describe, expect, it } from 'vitest';
import { calendarDay, completedYearsOfAge } from './calendar-age.ts';
import { onDay } from '../../test/checklist.fixtures.ts';

describe('completedYearsOfAge', () => {
  it('turns a year older on the birthday itself, even where 365.25-day years would lag a day', () => {
    // 2009-06-10 to 2026-06-10 holds four 29 Februaries: 6,209 days, under 17 × 365.25.
    expect(completedYearsOfAge('2009-06-10', onDay('2026-06-09'))).toBe(16);
    expect(completedYearsOfAge('2009-06-10', onDay('2026-06-10'))).toBe(17);
    expect(completedYearsOfAge('2009-06-10', onDay('2026-06-11'))).toBe(17);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(completedYearsOfAge('2008-02-29', onDay('2025-02-28'))).toBe(16);
    expect(completedYearsOfAge('2008-02-29', onDay('2025-03-01'))).toBe(17);
    expect(completedYearsOfAge('2008-02-29', onDay('2024-02-29'))).toBe(16);
  });

  it('reads the UTC day of the moment', () => {
    expect(completedYearsOfAge('2009-06-10', new Date('2026-06-09T23:59:59Z'))).toBe(16);
    expect(completedYearsOfAge('2009-06-10', new Date('2026-06-10T00:00:00Z'))).toBe(17);
    expect(calendarDay(new Date('2025-08-31T23:59:59Z'))).toBe('2025-08-31');
  });

  it('has no age without a real date of birth', () => {
    expect(completedYearsOfAge(null, onDay('2026-01-01'))).toBeNull();
    expect(completedYearsOfAge('2009-02-30', onDay('2026-01-01'))).toBeNull();
    expect(completedYearsOfAge('10/06/2009', onDay('2026-01-01'))).toBeNull();
  });
});
