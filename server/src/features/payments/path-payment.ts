// A study path's payment fields are derived from its payments (decision 024), never added to or
// subtracted from: the highest tier among the payments that stand (succeeded, not refunded), the
// sum of what they charged (total paid, cents), the latest success. None left: unpaid. So
// duplicates, retries and events in any order give the same answer, and a refund returns the path
// to the tier it had before. Called in the transaction of the change, with the path locked.
import { packageTiers, type PackageTier, type PaymentStatus } from '@studypath/domain';
import type { Database } from '../../platform/db/client.ts';
import type { ApplicationRow, PaymentRow } from '../../platform/db/schema/index.ts';
import { updateApplication } from '../applications/index.ts';
import { findSucceededPaymentsOfApplication } from './payments.queries.ts';

export interface PathPayment {
  paymentStatus: PaymentStatus;
  packageTier: PackageTier | null;
  packagePrice: number | null;
  paidAt: Date | null;
}

export function derivePathPayment(standing: readonly PaymentRow[]): PathPayment {
  if (standing.length === 0) {
    return { paymentStatus: 'unpaid', packageTier: null, packagePrice: null, paidAt: null };
  }
  const rank = (tier: PackageTier) => packageTiers.indexOf(tier);
  let tier = standing[0]!.packageTier;
  let total = 0;
  let paidAt: Date | null = null;
  for (const payment of standing) {
    if (rank(payment.packageTier) > rank(tier)) tier = payment.packageTier;
    total += payment.amountCents;
    if (payment.succeededAt && (!paidAt || payment.succeededAt > paidAt)) {
      paidAt = payment.succeededAt;
    }
  }
  return { paymentStatus: 'paid', packageTier: tier, packagePrice: total, paidAt };
}

/** The tier a path holds, or null when nothing is paid. */
export function ownedTier(application: Pick<ApplicationRow, 'paymentStatus' | 'packageTier'>) {
  return application.paymentStatus === 'paid' ? application.packageTier : null;
}

export async function recomputePathPayment(
  db: Database,
  applicationId: string,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const standing = await findSucceededPaymentsOfApplication(db, applicationId);
  return updateApplication(db, applicationId, { ...derivePathPayment(standing), updatedAt: now });
}
