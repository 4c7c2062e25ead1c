import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatNumber,
  formatUsd,
  formatUsdAmount,
} from './format.ts';

const day = new Date('2026-11-25T15:05:00Z');

describe('formats by language', () => {
  it('writes dates the spec way in English and the Canadian French way in French', () => {
    expect(formatDisplayDate(day, 'en', 'UTC')).toBe('Nov 25, 2026');
    expect(formatDisplayDate(day, 'fr', 'UTC')).toBe('25 nov. 2026');
  });

  it('writes a moment with its time', () => {
    expect(formatDisplayDateTime(day, 'en', 'UTC')).toBe('Nov 25, 2026, 3:05 PM');
    expect(formatDisplayDateTime(day, 'fr', 'UTC')).toBe('25 nov. 2026, 15 h 05');
  });

  it('names US dollars in both languages, cents only when there are some', () => {
    expect(formatUsd(149_900, 'en')).toBe('$1,499');
    expect(formatUsd(1_250, 'en')).toBe('$12.50');
    expect(formatUsd(5, 'en')).toBe('$0.05');
    expect(formatUsd(0, 'en')).toBe('$0');
    expect(formatUsdAmount(60_000, 'en')).toBe('$600 USD');
    expect(formatUsdAmount(60_000, 'fr').replace(/\s/g, ' ')).toBe('600 $ US');
    // Intl separates thousands and the currency with no-break spaces.
    expect(formatUsd(149_900, 'fr').replace(/\s/g, ' ')).toBe('1 499 $ US');
    expect(formatUsd(1_250, 'fr').replace(/\s/g, ' ')).toBe('12,50 $ US');
  });

  it('groups digits by language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr').replace(/\s/g, ' ')).toBe('12 345');
  });
});
