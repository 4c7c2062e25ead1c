// Whether a study path may buy a tier now, and for how much (decision 024). Asked when an intent
// is created and again, inside the success transaction, when its payment arrives: one function,
// so what an intent was created for and what its success is checked against cannot drift apart.
import { amountDueCents, canBuyTier, isTerminalStatus, type PackageTier } from '@studypath/domain';
import type { Database } from '../../platform/db/client.ts';
import type { ApplicationRow } from '../../platform/db/schema/index.ts';
import { ownedTier } from './path-payment.ts';
import { findPackagePrice } from './payments.queries.ts';

export type PurchaseTerms =
  /** Today's price of the tier minus what the path already paid (never below zero). */
  | { kind: 'due'; current: PackageTier | null; amountCents: number }
  /** Completed, closed, withdrawn or refused: no payment is taken. */
  | { kind: 'ended' }
  /** The path holds this tier or a higher one already. */
  | { kind: 'not_higher'; current: PackageTier | null };

export async function findPurchaseTerms(
  db: Database,
  application: ApplicationRow,
  tier: PackageTier,
): Promise<PurchaseTerms> {
  if (isTerminalStatus(application.status)) return { kind: 'ended' };
  const current = ownedTier(application);
  if (!canBuyTier(current, tier)) return { kind: 'not_higher', current };
  const price = await findPackagePrice(db, tier);
  if (!price) throw new Error(`no price for the ${tier} package`);
  const alreadyPaid = current === null ? 0 : (application.packagePrice ?? 0);
  return { kind: 'due', current, amountCents: amountDueCents(price.priceCents, alreadyPaid) };
}

/**
 * Whether a payment still buys what it was created for: the path exists, has not ended, holds a
 * lower tier, and the amount is exactly what is due now. Otherwise it must not be applied.
 */
export async function isPaymentStillDue(
  db: Database,
  application: ApplicationRow | undefined,
  payment: { packageTier: PackageTier; amountCents: number },
): Promise<boolean> {
  if (!application) return false;
  const terms = await findPurchaseTerms(db, application, payment.packageTier);
  return terms.kind === 'due' && terms.amountCents === payment.amountCents;
}
