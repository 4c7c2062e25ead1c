// Drizzle code for package prices, payments and payment events; nothing else.
import type { PackageTier, PaymentProviderName } from '@studypath/domain';
import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  packagePrices,
  paymentEvents,
  payments,
  type NewPaymentRow,
  type PackagePriceRow,
  type PaymentRow,
} from '../../platform/db/schema/index.ts';

type Lock = { forUpdate?: boolean };

export async function findPackagePrices(
  db: Database,
  options: Lock = {},
): Promise<PackagePriceRow[]> {
  const query = db.select().from(packagePrices);
  return options.forUpdate ? query.for('update') : query;
}

export async function findPackagePrice(
  db: Database,
  tier: PackageTier,
): Promise<PackagePriceRow | undefined> {
  const [row] = await db.select().from(packagePrices).where(eq(packagePrices.tier, tier)).limit(1);
  return row;
}

export async function updatePackagePrice(
  db: Database,
  values: { tier: PackageTier; priceCents: number; updatedAt: Date; updatedBy: string },
): Promise<void> {
  await db
    .update(packagePrices)
    .set({
      priceCents: values.priceCents,
      updatedAt: values.updatedAt,
      updatedBy: values.updatedBy,
    })
    .where(eq(packagePrices.tier, values.tier));
}

export async function insertPayment(db: Database, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payments insert returned no row');
  return row;
}

/**
 * The path's pending payment for this tier and amount: inserted, or the one already there (the
 * partial unique index payments_one_pending_per_purchase_idx decides, also between racing
 * requests). The one found may be another payer's (a student and their guardian racing): the
 * caller compares paidBy.
 */
export async function insertOrFindPendingPayment(
  db: Database,
  values: NewPaymentRow & { applicationId: string },
): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [found] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, values.applicationId),
        eq(payments.packageTier, values.packageTier),
        eq(payments.amountCents, values.amountCents),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'pending'),
      ),
    )
    .limit(1);
  if (!found) throw new Error('pending payment neither inserted nor found');
  return found;
}

/**
 * Cancels the path's pending payments other than the one for this tier, amount, provider and payer
 * (the student changed their mind, or their guardian pays instead of them, or the other way
 * round: an intent is only ever confirmed by who asked for it); answers them, so their intents
 * can be cancelled with the provider.
 */
export async function cancelOtherPendingPayments(
  db: Database,
  keep: {
    applicationId: string;
    tier: PackageTier;
    amountCents: number;
    provider: PaymentProviderName;
    /** The guardian paying, or null for the student. */
    paidBy: string | null;
  },
): Promise<PaymentRow[]> {
  return db
    .update(payments)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(payments.applicationId, keep.applicationId),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'pending'),
        or(
          ne(payments.packageTier, keep.tier),
          ne(payments.amountCents, keep.amountCents),
          ne(payments.provider, keep.provider),
          keep.paidBy === null
            ? isNotNull(payments.paidBy)
            : or(isNull(payments.paidBy), ne(payments.paidBy, keep.paidBy)),
        ),
      ),
    )
    .returning();
}

/**
 * Cancels every pending payment of the path (it was refunded or has ended: what they were created
 * for is gone); answers them, so their intents can be cancelled with the provider.
 */
export async function cancelPendingPaymentsOfApplication(
  db: Database,
  applicationId: string,
): Promise<PaymentRow[]> {
  return db
    .update(payments)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'pending'),
      ),
    )
    .returning();
}

export async function cancelPayment(db: Database, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled' })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/** Records the provider's intent on the row (once); answers the row as it now is. */
export async function setPaymentProviderReference(
  db: Database,
  id: string,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  await db
    .update(payments)
    .set({ providerReference })
    .where(and(eq(payments.id, id), sql`${payments.providerReference} is null`));
  return findPaymentById(db, id);
}

export async function findPaymentById(
  db: Database,
  id: string,
  options: Lock = {},
): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function findPaymentByProviderReference(
  db: Database,
  provider: PaymentProviderName,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference)))
    .limit(1);
  return row;
}

export async function updatePayment(
  db: Database,
  id: string,
  changes: Partial<Pick<PaymentRow, 'status' | 'succeededAt' | 'refundedAt'>>,
): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(changes).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** What the path's payment fields are derived from: its payments that stand. */
export async function findSucceededPaymentsOfApplication(
  db: Database,
  applicationId: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'succeeded'),
      ),
    );
}

export async function findPendingPaymentsOfApplication(
  db: Database,
  applicationId: string,
  provider: PaymentProviderName,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'pending'),
        eq(payments.provider, provider),
        sql`${payments.providerReference} is not null`,
      ),
    );
}

/** Newest first. */
export async function findPaymentsOfApplication(
  db: Database,
  applicationId: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Whether the path has a payment standing that succeeded after `after`. */
export async function hasLaterSucceededPayment(
  db: Database,
  applicationId: string,
  after: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.kind, 'payment'),
        eq(payments.status, 'succeeded'),
        gt(payments.succeededAt, after),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** False when the event id was already stored: the event was applied (or ignored) before. */
export async function insertPaymentEvent(
  db: Database,
  values: { id: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
