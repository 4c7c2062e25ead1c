// Payment records of deleted accounts are kept as business records for the seven years tax law
// asks (decision 024), detached from the person (user_id null), then removed (issue 30, decision
// 042): a periodic sweep deletes the rows whose last money movement (refund, else success, else
// creation) is seven years old. A payment's refund row points at it, so a payment goes only with,
// or after, its refund: both in one statement, whose foreign-key check runs at its end. Rows of
// accounts that still exist are the account's records and stay while it is active. The detached
// rows are one range of payments_detached_last_moved_idx, and a payment's refund one probe of the
// unique index on refunds (hence `r.kind = 'refund'`, which that partial index needs).
import { addYears, PAYMENT_RECORD_RETENTION_YEARS } from '@studypath/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { payments } from '../../platform/db/schema/index.ts';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { housekeepingIntervalMs } from '../../platform/sessions/session-policy.ts';

const batchSize = 500;

/** A row's last money movement, the day its seven years run from. */
const lastMovedAt = (alias: string) =>
  sql.raw(`coalesce(${alias}.refunded_at, ${alias}.succeeded_at, ${alias}.created_at)`);

export async function removeExpiredPaymentRecords(deps: ServiceDeps): Promise<number> {
  const cutoff = addYears(deps.now(), -PAYMENT_RECORD_RETENTION_YEARS).toISOString();
  const removed = await deps.db
    .delete(payments)
    .where(
      sql`${payments.id} in (
        select p.id from ${payments} p
        where p.user_id is null and ${lastMovedAt('p')} <= ${cutoff}
          and not exists (
            select 1 from ${payments} r
            where r.kind = 'refund' and r.refund_of_id = p.id and ${lastMovedAt('r')} > ${cutoff})
        order by ${lastMovedAt('p')}
        limit ${batchSize})`,
    )
    .returning({ id: payments.id });
  return removed.length;
}

export function registerPaymentHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  registerPeriodicSweep(app, {
    job: 'payment-records-retention',
    db: deps.db,
    intervalMs: housekeepingIntervalMs,
    run: async () => ({ paymentRecords: await removeExpiredPaymentRecords(deps) }),
    removedMessage: 'removed payment records of deleted accounts past their seven years',
    failedMessage: 'payment records retention sweep failed',
  });
}
