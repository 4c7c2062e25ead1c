// The Packages section's form: prices typed in US dollars, sent in integer cents.
import type { PackageTier } from '@studypath/domain/applications';
import {
  updatePackagePricesRequestSchema,
  type AdminPackagePrice,
  type UpdatePackagePricesRequest,
} from '@studypath/domain/payments';

/** What each input holds: a number of dollars, or '' while empty (Mantine's NumberInput). */
export type PriceValues = Record<PackageTier, number | string>;
export type PriceErrors = Partial<Record<PackageTier, string>>;

export const centsToDollars = (cents: number) => cents / 100;

export function valuesOf(prices: readonly AdminPackagePrice[]): PriceValues {
  const values: PriceValues = { basic: '', standard: '', premium: '', ultimate: '' };
  for (const price of prices) values[price.id] = centsToDollars(price.priceCents);
  return values;
}

/**
 * The request for the typed prices, checked as the server checks them; or the problem of each
 * field. `missing` is the text for an empty field.
 */
export function toPriceRequest(
  values: PriceValues,
  missing: string,
): { request: UpdatePackagePricesRequest } | { errors: PriceErrors } {
  const errors: PriceErrors = {};
  const cents: Record<string, number> = {};
  for (const [tier, value] of Object.entries(values) as [PackageTier, number | string][]) {
    const dollars = typeof value === 'number' ? value : Number.parseFloat(value);
    if (value === '' || !Number.isFinite(dollars)) errors[tier] = missing;
    else cents[tier] = Math.round(dollars * 100);
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
