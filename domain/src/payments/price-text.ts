// A package price as a consultant types it on /admin/settings, in US dollars ('1,499.50'), read
// into integer cents with the same limits as PUT /api/admin/packages. Nothing is rewritten: a minus
// sign, a third decimal or a price above the limit is refused with its reason, never dropped,
// rounded or clamped into a price the consultant did not type.
import { PACKAGE_PRICE_MAX_CENTS, packagePriceMessages } from './payment.schema.ts';

export const PRICE_TEXT_MISSING_MESSAGE = 'Enter a price in US dollars';
export const PRICE_TEXT_INVALID_MESSAGE = 'Enter a price in US dollars, e.g. 1499.00';

/** Dollars with optional thousands commas and any number of decimals (too many are refused). */
const PRICE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;
const NEGATIVE = /^[-\u2212]/;

export type PriceTextResult = { cents: number } | { error: string };

export function parsePriceText(text: string): PriceTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { error: PRICE_TEXT_MISSING_MESSAGE };
  if (NEGATIVE.test(trimmed) && PRICE.test(trimmed.slice(1).trim())) {
    return { error: packagePriceMessages.negative };
  }
  const match = PRICE.exec(trimmed);
  if (!match) return { error: PRICE_TEXT_INVALID_MESSAGE };
  const whole = (match[1] ?? '').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { error: packagePriceMessages.fractionOfCent };
  // Digits, not floating point: '19.99' is 1999 cents exactly. Past 9 digits it is over anyway.
  if (whole.length > 9) return { error: packagePriceMessages.tooHigh };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > PACKAGE_PRICE_MAX_CENTS) return { error: packagePriceMessages.tooHigh };
  return { cents };
}

/** Cents as the input shows them: '1499.50', '0.00' (no thousands separator, nothing to undo). */
export function centsToPriceText(cents: number): string {
  return (cents / 100).toFixed(2);
}
