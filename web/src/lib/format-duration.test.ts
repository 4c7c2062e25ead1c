import { afterEach, describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { setLanguage } from './i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows minutes, rounded down, under an hour', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(12 * MINUTE + 59_999)).toBe('12 min');
    expect(formatDuration(HOUR - 1)).toBe('59 min');
  });

  it('shows whole hours, rounded down, from an hour to under two days', () => {
    expect(formatDuration(HOUR)).toBe('1 h');
    expect(formatDuration(31 * HOUR + 59 * MINUTE)).toBe('31 h');
    expect(formatDuration(2 * DAY - 1)).toBe('47 h');
  });

  it('shows days and hours from 48 hours on, leaving out no hours', () => {
    expect(formatDuration(2 * DAY)).toBe('2 d');
    expect(formatDuration(2 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('2 d 4 h');
    expect(formatDuration(30 * DAY + 23 * HOUR)).toBe('30 d 23 h');
  });

  it('counts a negative or impossible duration as none', () => {
    expect(formatDuration(-5 * HOUR)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });

  it("speaks the reader's language, with French's non-breaking spaces before units", async () => {
    await setLanguage('fr');
    expect(formatDuration(12 * MINUTE)).toBe('12\u00a0min');
    expect(formatDuration(31 * HOUR)).toBe('31\u00a0h');
    expect(formatDuration(2 * DAY + 4 * HOUR)).toBe('2\u00a0j 4\u00a0h');
  });
});
