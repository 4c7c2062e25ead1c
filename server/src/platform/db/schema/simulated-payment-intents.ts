// The simulated payment provider's own records (decision 024): what Stripe would keep on its side,
// kept in our database so that `npm start` needs no account and an intent survives restarts and
// is shared by every process. Only the simulated provider reads or writes this table.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    /** 'sim_pi_<hex>'. */
    id: text('id').primaryKey(),
    /** '<id>_secret_<random>', as Stripe's: the card form presents it to confirm. */
    clientSecret: text('client_secret').notNull(),
    /** The caller's idempotency key: asking again with it answers the same intent. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment', 'succeeded', 'canceled'] }).notNull(),
    /** 'sim_re_<hex>' once refunded (whole payments only). */
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'simulated_payment_intents_status_check',
      sql`${table.status} in ('requires_payment', 'succeeded', 'canceled')`,
    ),
    check('simulated_payment_intents_amount_check', sql`${table.amountCents} > 0`),
  ],
);

export type SimulatedPaymentIntentRow = typeof simulatedPaymentIntents.$inferSelect;
