// Payments as the API answers them and the calls that make them (part 2 §3 "Package definition",
// "Payment-intent response"; §7 "Payment"; decision 024). Amounts are integer US cents; the spec's
// package `price` is in dollars for display and comes with `priceCents` beside it.
import { z } from 'zod';
import { packageTierSchema, packageTiers } from '../applications/application-payment.ts';
import { recordIdSchema } from '../input/record-id.schema.ts';
import { textSchema } from '../input/text.schema.ts';

const timestamp = z.string();
const cents = z.int().nonnegative();

export const UNKNOWN_TIER_MESSAGE =
  'Choose one of the packages: basic, standard, premium or ultimate';
const tierInput = z.enum(packageTiers, { error: UNKNOWN_TIER_MESSAGE });

/** GET /api/packages: the four packages with today's prices, in ascending order. */
export const packageSchema = z.object({
  id: packageTierSchema,
  name: z.string(),
  /** In dollars (§3); `priceCents` is the exact figure. */
  price: z.number().nonnegative(),
  priceCents: cents,
  description: z.string(),
  features: z.array(z.string()),
  note: z.string().nullable(),
  recommended: z.boolean(),
});
export type PackageOffer = z.infer<typeof packageSchema>;
export const packageListResponseSchema = z.array(packageSchema);

/**
 * POST /api/create-payment-intent. A plain object, not a strict one: an `amount` (or anything
 * else) a client adds is dropped, never used: the server alone computes what is due.
 */
export const createPaymentIntentRequestSchema = z.object({
  applicationId: recordIdSchema,
  packageTier: tierInput,
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

/** Its answer (§3): isFree, or the clientSecret the card form confirms. */
export const paymentIntentResponseSchema = z.object({
  isFree: z.boolean(),
  /** Null when isFree: the package is already active. */
  clientSecret: z.string().nullable(),
  packageTier: packageTierSchema,
  /** What is charged, in cents (the tier's price minus what the path already paid). */
  amount: cents,
  currency: z.literal('usd'),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

export const paymentProviders = ['stripe', 'simulated'] as const;
export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** GET /api/payments/config: which card form the payment screen shows. */
export const paymentConfigResponseSchema = z.object({
  provider: paymentProviderSchema,
  /** Stripe's publishable key (§7 "loaded in the browser with a publishable key"); null otherwise. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

export const CARD_NUMBER_MESSAGE = 'Enter the 16 digits of your card number';
export const CARD_EXPIRY_MESSAGE = 'Enter the expiry date as MM/YY';
export const CARD_CVC_MESSAGE = 'Enter the 3 or 4 digit security code';

/**
 * POST /api/payments/simulated/confirm: the simulated provider's card form (the default provider,
 * so that `npm start` needs no account). Only its test cards mean anything (simulated-cards.ts):
 * 4242 4242 4242 4242 succeeds with any future expiry date and a 3-digit code, 4000 0000 0000 0002
 * is declined, a past expiry date is refused as expired.
 */
export const simulatedCardPaymentRequestSchema = z.strictObject({
  clientSecret: textSchema({ error: 'clientSecret is required' }).min(1).max(200),
  cardNumber: textSchema({ error: CARD_NUMBER_MESSAGE })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, { error: CARD_NUMBER_MESSAGE })),
  expiry: textSchema({ error: CARD_EXPIRY_MESSAGE }).regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, {
    error: CARD_EXPIRY_MESSAGE,
  }),
  cvc: textSchema({ error: CARD_CVC_MESSAGE }).regex(/^\d{3,4}$/, { error: CARD_CVC_MESSAGE }),
});
export type SimulatedCardPaymentRequest = z.input<typeof simulatedCardPaymentRequestSchema>;

export const paymentKinds = ['payment', 'refund'] as const;
export const paymentRecordStatuses = [
  /** Created with the provider, not paid yet. */
  'pending',
  'succeeded',
  /** Replaced by a newer intent for the same path, or abandoned. */
  'canceled',
  /** A payment that a later refund row gave back in full. */
  'refunded',
] as const;

/** One row of the admin's Payments card on /admin/applications/{id}: a payment or a refund. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  kind: z.enum(paymentKinds),
  packageTier: packageTierSchema,
  /** Cents; a refund's amount is what went back to the card. */
  amount: cents,
  currency: z.literal('usd'),
  provider: z.enum([...paymentProviders, 'free']),
  /** The provider's id (pi_..., re_..., sim_...); null for a free activation. */
  providerReference: z.string().nullable(),
  status: z.enum(paymentRecordStatuses),
  createdAt: timestamp,
  succeededAt: timestamp.nullable(),
  /** For a refund row: the payment it gave back. */
  refundOfId: z.string().nullable(),
  /** Whether a consultant may refund it now (succeeded, not free, within 7 days). */
  refundable: z.boolean(),
  /** The end of the 7-day window for a succeeded payment. */
  refundableUntil: timestamp.nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListResponseSchema = z.array(adminPaymentSchema);

/**
 * The highest package price a consultant may set: $100,000, twenty times today's dearest package,
 * so a slip of the keyboard (an extra zero or two) is refused rather than charged.
 */
export const PACKAGE_PRICE_MAX_CENTS = 10_000_000;
export const PACKAGE_PRICES_ORDER_MESSAGE =
  'Each package must cost at least as much as the one before it';
export const packagePriceMessages = {
  negative: 'A price cannot be negative',
  tooHigh: 'A price can be at most $100,000',
  fractionOfCent: 'A price has at most two decimals (whole cents)',
} as const;

const priceInput = z
  .int({
    error: (issue) =>
      typeof issue.input === 'number' && Number.isFinite(issue.input)
        ? packagePriceMessages.fractionOfCent
        : 'Enter the price in whole cents',
  })
  .min(0, { error: packagePriceMessages.negative })
  .max(PACKAGE_PRICE_MAX_CENTS, { error: packagePriceMessages.tooHigh });

/** PUT /api/admin/packages: the four prices at once, in cents, ascending with the tiers. */
export const updatePackagePricesRequestSchema = z
  .strictObject({
    basic: priceInput,
    standard: priceInput,
    premium: priceInput,
    ultimate: priceInput,
  })
  .superRefine((prices, ctx) => {
    for (let index = 1; index < packageTiers.length; index += 1) {
      const tier = packageTiers[index]!;
      if (prices[tier] < prices[packageTiers[index - 1]!]) {
        ctx.addIssue({ code: 'custom', path: [tier], message: PACKAGE_PRICES_ORDER_MESSAGE });
      }
    }
  });
export type UpdatePackagePricesRequest = z.infer<typeof updatePackagePricesRequestSchema>;

/** GET/PUT /api/admin/packages answer: each tier's price and when it last changed. */
export const adminPackagePriceSchema = z.object({
  id: packageTierSchema,
  name: z.string(),
  priceCents: cents,
  updatedAt: timestamp,
});
export const adminPackagePriceListResponseSchema = z.array(adminPackagePriceSchema);
export type AdminPackagePrice = z.infer<typeof adminPackagePriceSchema>;
