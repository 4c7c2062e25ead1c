// What a refund leaves the path with (decision 024): the path's package is derived from its
// succeeded payments, the highest tier among them, so taking one back leaves the highest of the
// others, or no package at all.
import { packageTiers, type PackageTier } from '@studypath/domain/applications';
import type { AdminPayment } from '@studypath/domain/payments';

export function tierAfterRefund(
  payments: readonly AdminPayment[],
  refundedId: string,
): PackageTier | null {
  const remaining = payments
    .filter((payment) => payment.kind === 'payment' && payment.status === 'succeeded')
    .filter((payment) => payment.id !== refundedId)
    .map((payment) => packageTiers.indexOf(payment.packageTier));
  return remaining.length === 0 ? null : (packageTiers[Math.max(...remaining)] ?? null);
}
