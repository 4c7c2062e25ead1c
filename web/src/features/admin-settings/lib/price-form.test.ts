import { describe, expect, it } from 'vitest';
import { toPriceRequest, valuesOf } from './price-form.ts';

const missing = 'Enter a price';

describe('the Packages form', () => {
  it('shows cents as dollars', () => {
    expect(
      valuesOf([
        { id: 'basic', name: 'Basic', priceCents: 49_900, updatedAt: '' },
        { id: 'premium', name: 'Premium', priceCents: 149_950, updatedAt: '' },
      ]),
    ).toEqual({ basic: 499, standard: '', premium: 1499.5, ultimate: '' });
  });

  it('sends dollars as whole cents, without floating point drift', () => {
    expect(
      toPriceRequest({ basic: 0, standard: 19.99, premium: '1499.50', ultimate: 2499 }, missing),
    ).toEqual({ request: { basic: 0, standard: 1999, premium: 149_950, ultimate: 249_900 } });
  });

  it('names an empty field, a negative price and a price below the one before it', () => {
    expect(
      toPriceRequest({ basic: '', standard: 899, premium: 1499, ultimate: 2499 }, missing),
    ).toEqual({ errors: { basic: missing } });
    expect(
      toPriceRequest({ basic: -1, standard: 899, premium: 799, ultimate: 2499 }, missing),
    ).toEqual({
      errors: {
        basic: 'A price cannot be negative',
        premium: 'Each package must cost at least as much as the one before it',
      },
    });
  });
});
