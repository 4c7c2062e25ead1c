import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it('shows a date as MMM d, yyyy', () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('Nov 22, 2026');
  });

  it('does not pad single-digit days', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day on a 12-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5))).toBe('Nov 22, 2026, 3:05 PM');
    expect(formatDateTime('2026-03-05T09:30:00')).toBe('Mar 5, 2026, 9:30 AM');
  });
});
