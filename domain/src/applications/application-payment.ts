// The payment fields a study path carries (part 2 §3): whether its package is paid and which of
// the four tiers it holds. Prices and the upgrade rules belong to the payment screens.
import { z } from 'zod';

export const paymentStatuses = ['unpaid', 'paid'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** In ascending order: an upgrade goes only to a later tier. */
export const packageTiers = ['basic', 'standard', 'premium', 'ultimate'] as const;
export const packageTierSchema = z.enum(packageTiers);
export type PackageTier = z.infer<typeof packageTierSchema>;
