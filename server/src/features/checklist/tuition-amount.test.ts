import { describe, expect, it } from 'vitest';
import { parseTuitionCents } from './tuition-amount.ts';

describe('parseTuitionCents', () => {
  it.each([
    ['$18,000', 1_800_000],
    ['CAD 18,000 / year', 1_800_000],
    ['18000', 1_800_000],
    ['$18,000.50 per year', 1_800_050],
    ['19 500 $ par année', 1_950_000],
    ['$18k', 1_800_000],
    ['About $1,234,567', 123_456_700],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseTuitionCents(text)).toBe(cents);
  });

  it('takes the first amount of a range', () => {
    expect(parseTuitionCents('$15,000 - $18,000')).toBe(1_500_000);
  });

  it('prefers an amount with a currency to a number before it', () => {
    expect(parseTuitionCents('2 years, $18,000 per year')).toBe(1_800_000);
    expect(parseTuitionCents('2026 intake: CAD 21,500')).toBe(2_150_000);
    expect(parseTuitionCents('Year 1: 19 500 $')).toBe(1_950_000);
  });

  it('answers null without an amount', () => {
    expect(parseTuitionCents('Contact the school')).toBeNull();
    expect(parseTuitionCents('')).toBeNull();
    expect(parseTuitionCents(null)).toBeNull();
  });

  it('answers null for a number too large to count in cents', () => {
    expect(parseTuitionCents('9'.repeat(20))).toBeNull();
  });
});
