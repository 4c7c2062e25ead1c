import { describe, expect, it } from 'vitest';
import { centsToPriceText, parsePriceText } from './price-text.ts';

describe('parsePriceText', () => {
  it('reads dollars into whole cents without floating point drift', () => {
    expect(parsePriceText('499')).toEqual({ cents: 49_900 });
    expect(parsePriceText('19.99')).toEqual({ cents: 1999 });
    expect(parsePriceText(' $1,499.5 ')).toEqual({ cents: 149_950 });
    expect(parsePriceText('0')).toEqual({ cents: 0 });
    expect(parsePriceText('100000.00')).toEqual({ cents: 10_000_000 });
    expect(parsePriceText('7.')).toEqual({ cents: 700 });
  });

  it('refuses a negative price instead of dropping the sign', () => {
    expect(parsePriceText('-5')).toEqual({ error: 'A price cannot be negative' });
    expect(parsePriceText('−5.00')).toEqual({ error: 'A price cannot be negative' });
  });

  it('refuses a price above $100,000 instead of clamping it', () => {
    expect(parsePriceText('1000000')).toEqual({ error: 'A price can be at most $100,000' });
    expect(parsePriceText('100000.01')).toEqual({ error: 'A price can be at most $100,000' });
    expect(parsePriceText('99999999999999999999')).toEqual({
      error: 'A price can be at most $100,000',
    });
  });

  it('refuses more than two decimals instead of rounding', () => {
    expect(parsePriceText('19.999')).toEqual({
      error: 'A price has at most two decimals (whole cents)',
    });
  });

  it('refuses what is not a price', () => {
    expect(parsePriceText('')).toEqual({ error: 'Enter a price in US dollars' });
    for (const text of ['abc', '1e3', '12,34', '1.2.3', '$', '5 00']) {
      expect(parsePriceText(text)).toEqual({
        error: 'Enter a price in US dollars, e.g. 1499.00',
      });
    }
  });
});

describe('centsToPriceText', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(centsToPriceText(149_950)).toBe('1499.50');
    expect(centsToPriceText(0)).toBe('0.00');
    expect(parsePriceText(centsToPriceText(1999))).toEqual({ cents: 1999 });
  });
});
