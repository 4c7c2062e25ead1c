// The four packages with today's prices (decision 024): the definitions are domain vocabulary, the
// prices rows of package_prices that consultants edit. A price change is audited with the old and
// new figures and never touches a payment already made (each payment row keeps its amount).
import {
  packageDefinitions,
  packageList,
  packageTiers,
  type AdminPackagePrice,
  type PackageOffer,
  type PackageTier,
  type UpdatePackagePricesRequest,
} from '@studypath/domain';
import type { PackagePriceRow } from '../../platform/db/schema/index.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findPackagePrices, updatePackagePrice } from './payments.queries.ts';

function pricesByTier(rows: readonly PackagePriceRow[]): Map<PackageTier, PackagePriceRow> {
  const byTier = new Map(rows.map((row) => [row.tier, row]));
  for (const tier of packageTiers) {
    // Seeded by migration 0005: a missing row is a broken database, not a user's mistake.
    if (!byTier.has(tier)) throw new Error(`package_prices has no row for ${tier}`);
  }
  return byTier;
}

const priceOf = (byTier: Map<PackageTier, PackagePriceRow>, tier: PackageTier) => byTier.get(tier)!;

/** GET /api/packages: in ascending order, price in dollars beside the exact cents. */
export async function listPackageOffers(deps: ServiceDeps): Promise<PackageOffer[]> {
  const byTier = pricesByTier(await findPackagePrices(deps.db));
  return packageList.map((definition) => {
    const priceCents = priceOf(byTier, definition.id).priceCents;
    return {
      id: definition.id,
      name: definition.name,
      price: priceCents / 100,
      priceCents,
      description: definition.description,
      features: [...definition.features],
      note: definition.note,
      recommended: definition.recommended,
    };
  });
}

function toAdminPrices(rows: readonly PackagePriceRow[]): AdminPackagePrice[] {
  const byTier = pricesByTier(rows);
  return packageTiers.map((tier) => {
    const row = priceOf(byTier, tier);
    return {
      id: tier,
      name: packageDefinitions[tier].name,
      priceCents: row.priceCents,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function listPackagePricesForAdmin(deps: ServiceDeps): Promise<AdminPackagePrice[]> {
  return toAdminPrices(await findPackagePrices(deps.db));
}

/** All four at once (the schema keeps them ascending); only changed prices are written. */
export async function updatePackagePrices(
  deps: ServiceDeps,
  input: { adminId: string; ip: string; prices: UpdatePackagePricesRequest },
): Promise<AdminPackagePrice[]> {
  const rows = await deps.db.transaction(async (tx) => {
    const byTier = pricesByTier(await findPackagePrices(tx, { forUpdate: true }));
    const changed = packageTiers.filter(
      (tier) => priceOf(byTier, tier).priceCents !== input.prices[tier],
    );
    if (changed.length === 0) return findPackagePrices(tx);
    const now = deps.now();
    for (const tier of changed) {
      await updatePackagePrice(tx, {
        tier,
        priceCents: input.prices[tier],
        updatedAt: now,
        updatedBy: input.adminId,
      });
    }
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'package_prices_update',
        userId: input.adminId,
        entityType: 'package_prices',
        ipAddress: input.ip,
        details: {
          from: Object.fromEntries(changed.map((tier) => [tier, priceOf(byTier, tier).priceCents])),
          to: Object.fromEntries(changed.map((tier) => [tier, input.prices[tier]])),
        },
      },
    );
    return findPackagePrices(tx);
  });
  return toAdminPrices(rows);
}
