// The rules of paying for a package (part 2 §4 "Payment", §9 "Packages"), shared by the server,
// which decides, and the payment screen, which shows the same answer before anyone asks.
import {
  packageTiers,
  type PackageTier,
  type PaymentStatus,
} from '../applications/application-payment.ts';

/** A full refund is possible within this many days of a payment (§9). */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const tierRank = (tier: PackageTier) => packageTiers.indexOf(tier);

/**
 * Whether `target` may be bought for a path holding `current` (null: nothing paid yet, any
 * package). The same tier is not an upgrade, nor is a lower one: basic to standard, premium or
 * ultimate; standard to premium or ultimate; premium to ultimate; ultimate to nothing.
 */
export function canBuyTier(current: PackageTier | null, target: PackageTier): boolean {
  return current === null || tierRank(target) > tierRank(current);
}

/** What the student pays for `target`: its price minus what the path already paid, never below 0. */
export function amountDueCents(tierPriceCents: number, alreadyPaidCents: number): number {
  return Math.max(0, tierPriceCents - alreadyPaidCents);
}

export type PackageButtonState = 'select' | 'upgrade' | 'current' | 'unavailable';

/** The four button states of the payment screen's cards (§2). */
export function packageButtonState(
  path: { paymentStatus: PaymentStatus; packageTier: PackageTier | null },
  tier: PackageTier,
): PackageButtonState {
  const owned = path.paymentStatus === 'paid' ? path.packageTier : null;
  if (owned === null) return 'select';
  if (owned === tier) return 'current';
  return canBuyTier(owned, tier) ? 'upgrade' : 'unavailable';
}

/** The last moment a payment made at `paidAt` can be refunded. */
export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

export function isWithinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() <= refundDeadline(paidAt).getTime();
}
