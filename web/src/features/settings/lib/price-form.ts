// The Packages section's form: prices typed in US dollars, sent in integer cents. Each text is read
// by the domain's parsePriceText, so a minus sign, a third decimal or a price above the limit is
// refused with its reason, never dropped, rounded or clamped into a price nobody typed.
import type { PackageTier } from '@studypath/domain/applications';
import {
  centsToPriceText,
  parsePriceText,
  updatePackagePricesRequestSchema,
  type AdminPackagePrice,
  type UpdatePackagePricesRequest,
} from '@studypath/domain/payments';
import { formatUsdWithCents } from '@studypath/domain/i18n';
import { currentLanguage } from '../../../lib/i18n.ts';

/** What each input holds: the text as typed. */
export type PriceValues = Record<PackageTier, string>;
export type PriceErrors = Partial<Record<PackageTier, string>>;

export function valuesOf(prices: readonly AdminPackagePrice[]): PriceValues {
  const values: PriceValues = { basic: '', standard: '', premium: '', ultimate: '' };
  for (const price of prices) values[price.id] = centsToPriceText(price.priceCents);
  return values;
}

/** The request for the typed prices, checked as the server checks them; or each field's problem. */
export function toPriceRequest(
  values: PriceValues,
): { request: UpdatePackagePricesRequest } | { errors: PriceErrors } {
  const errors: PriceErrors = {};
  const cents: Record<string, number> = {};
  for (const [tier, text] of Object.entries(values) as [PackageTier, string][]) {
    const parsed = parsePriceText(text);
    if ('error' in parsed) errors[tier] = parsed.error;
    else cents[tier] = parsed.cents;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = updatePackagePricesRequestSchema.safeParse(cents);
  if (parsed.success) return { request: parsed.data };
  for (const issue of parsed.error.issues) {
    const tier = issue.path[0] as PackageTier;
    errors[tier] ??= issue.message;
  }
  return { errors };
}

export interface PriceChange {
  id: PackageTier;
  name: string;
  fromCents: number;
  toCents: number;
}

/** The packages whose price the request changes, in the tiers' order. */
export function priceChangesOf(
  prices: readonly AdminPackagePrice[],
  request: UpdatePackagePricesRequest,
): PriceChange[] {
  return prices
    .filter((price) => price.priceCents !== request[price.id])
    .map((price) => ({
      id: price.id,
      name: price.name,
      fromCents: price.priceCents,
      toCents: request[price.id],
    }));
}

/** '$1,499.50' / '1 499,50 $ US'. */
export const formatPrice = (cents: number) => formatUsdWithCents(cents, currentLanguage());
