// Service packages and payments (decision 024). `package_prices` holds today's price of each tier
// (integer US cents, seeded by migration 0005 with the domain's defaults, edited by consultants).
// `payments` keeps every payment and refund for good: a study path's paymentStatus, packageTier,
// packagePrice and paidAt are derived from its succeeded rows, so a price change never touches
// what was paid, and duplicates or events out of order give the same answer. Rows outlive their
// path and student (ON DELETE SET NULL): they are business records; a deleted path's id and title
// are copied onto them first. `payment_events` remembers
// every provider event id applied, so a webhook delivered again changes nothing.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { users } from './users.ts';

const tierCheck = (column: AnyPgColumn) =>
  sql`${column} in ('basic', 'standard', 'premium', 'ultimate')`;

export const packagePrices = pgTable(
  'package_prices',
  {
    tier: text('tier', { enum: ['basic', 'standard', 'premium', 'ultimate'] }).primaryKey(),
    priceCents: integer('price_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('package_prices_tier_check', tierCheck(table.tier)),
    check('package_prices_price_cents_check', sql`${table.priceCents} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who paid, when not the student: a guardian paying on the student's behalf (issue 26). The
     * receipt goes to them. Null: the student paid (or a consultant's free activation).
     */
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    packageTier: text('package_tier', {
      enum: ['basic', 'standard', 'premium', 'ultimate'],
    }).notNull(),
    /** What was charged (or, for a refund, given back), in cents. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['stripe', 'simulated', 'free'] }).notNull(),
    /** The provider's id (pi_..., re_..., sim_pi_...); null for a free activation. */
    providerReference: text('provider_reference'),
    status: text('status', {
      enum: ['pending', 'succeeded', 'canceled', 'refunded'],
    }).notNull(),
    /** For a refund row: the payment it gave back. */
    refundOfId: uuid('refund_of_id').references((): AnyPgColumn => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * Set when the path was deleted (application_id is then null): which path it paid for and
     * what it was called, so the consultants' and the tax records still say (issue 23).
     */
    deletedApplicationId: uuid('deleted_application_id'),
    deletedApplicationTitle: text('deleted_application_title'),
  },
  (table) => [
    check('payments_kind_check', sql`${table.kind} in ('payment', 'refund')`),
    check('payments_package_tier_check', tierCheck(table.packageTier)),
    check('payments_amount_cents_check', sql`${table.amountCents} >= 0`),
    check('payments_currency_check', sql`${table.currency} = 'usd'`),
    check('payments_provider_check', sql`${table.provider} in ('stripe', 'simulated', 'free')`),
    check(
      'payments_status_check',
      sql`${table.status} in ('pending', 'succeeded', 'canceled', 'refunded')`,
    ),
    check(
      'payments_refund_of_check',
      sql`(${table.kind} = 'refund') = (${table.refundOfId} is not null)`,
    ),
    uniqueIndex('payments_provider_reference_idx')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    // No double charge: one pending intent per path, tier and amount, however many requests race.
    uniqueIndex('payments_one_pending_per_purchase_idx')
      .on(table.applicationId, table.packageTier, table.amountCents)
      .where(sql`${table.status} = 'pending' and ${table.kind} = 'payment'`),
    // A payment is given back once.
    uniqueIndex('payments_one_refund_per_payment_idx')
      .on(table.refundOfId)
      .where(sql`${table.kind} = 'refund'`),
    index('payments_application_id_idx').on(table.applicationId, table.createdAt),
    // The seven-year retention sweep (features/payments/payment-retention.ts): detached rows by
    // their last money movement, one index range instead of a pass over every payment.
    index('payments_detached_last_moved_idx')
      .on(sql`coalesce(${table.refundedAt}, ${table.succeededAt}, ${table.createdAt})`)
      .where(sql`${table.userId} is null`),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id (evt_... for Stripe, sim_evt_... for the simulated provider). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PackagePriceRow = typeof packagePrices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
