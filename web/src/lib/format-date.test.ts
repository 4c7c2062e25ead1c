import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('shows a date as MMM d, yyyy', () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('Nov 22, 2026');
  });

  it('does not pad single-digit days', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });
});
