import { describe, expect, it } from 'vitest';
import { formatPrice, priceChangesOf, toPriceRequest, valuesOf } from './price-form.ts';

const prices = [
  { id: 'basic', name: 'Basic', priceCents: 49_900, updatedAt: '' },
  { id: 'standard', name: 'Standard', priceCents: 89_900, updatedAt: '' },
  { id: 'premium', name: 'Premium', priceCents: 149_950, updatedAt: '' },
  { id: 'ultimate', name: 'Ultimate', priceCents: 249_900, updatedAt: '' },
] as const;

describe('the Packages form', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(valuesOf(prices)).toEqual({
      basic: '499.00',
      standard: '899.00',
      premium: '1499.50',
      ultimate: '2499.00',
    });
  });

  it('sends dollars as whole cents, without floating point drift', () => {
    expect(
      toPriceRequest({ basic: '0', standard: '19.99', premium: '1,499.50', ultimate: '2499' }),
    ).toEqual({ request: { basic: 0, standard: 1999, premium: 149_950, ultimate: 249_900 } });
  });

  it('refuses what it cannot store instead of rewriting it', () => {
    expect(
      toPriceRequest({ basic: '-5', standard: '899', premium: '1000000', ultimate: '2499.999' }),
    ).toEqual({
      errors: {
        basic: 'A price cannot be negative',
        premium: 'A price can be at most $100,000',
        ultimate: 'A price has at most two decimals (whole cents)',
      },
    });
  });

  it('names an empty field and a price below the one before it', () => {
    expect(
      toPriceRequest({ basic: '', standard: '899', premium: '1499', ultimate: '2499' }),
    ).toEqual({ errors: { basic: 'Enter a price in US dollars' } });
    expect(
      toPriceRequest({ basic: '499', standard: '899', premium: '799', ultimate: '2499' }),
    ).toEqual({
      errors: { premium: 'Each package must cost at least as much as the one before it' },
    });
  });

  it('lists the prices a save changes, old and new', () => {
    expect(
      priceChangesOf(prices, {
        basic: 49_900,
        standard: 99_900,
        premium: 149_950,
        ultimate: 249_900,
      }),
    ).toEqual([{ id: 'standard', name: 'Standard', fromCents: 89_900, toCents: 99_900 }]);
    expect(formatPrice(149_950)).toBe('$1,499.50');
  });
});
