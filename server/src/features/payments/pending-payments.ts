// Cancelling pending payments (decision 024): when the student chooses another package, when a
// payment of the path is refunded and when the path moves to a terminal status, its pending rows
// are cancelled in the transaction of that change, and their intents with the provider after it
// committed (a provider is never called inside a transaction). A cancel the provider refuses is
// only logged: the intent may have been paid meanwhile, and its success then finds the path
// changed and is refunded on its own.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { cancelPendingPaymentsOfApplication } from './payments.queries.ts';

/** What cancelling intents with the provider needs; other features pass it in their deps. */
export interface IntentCancellationDeps {
  provider: PaymentProvider;
  /** Ids only. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Inside the transaction of the change, with the path locked: cancels the path's pending payments
 * and answers them, for cancelIntentsAfterCommit.
 */
export function cancelPendingPaymentsOfPath(
  db: Database,
  applicationId: string,
): Promise<PaymentRow[]> {
  return cancelPendingPaymentsOfApplication(db, applicationId);
}

export async function cancelIntentQuietly(
  deps: IntentCancellationDeps,
  intentId: string,
): Promise<void> {
  try {
    await deps.provider.cancelIntent(intentId);
  } catch (error) {
    // It may have been paid meanwhile: its success is checked against the path when it arrives.
    deps.log.warn({ intentId, reason: (error as Error).message }, 'could not cancel an intent');
  }
}

/** After the commit: the cancelled rows' intents, with the provider that made them. */
export async function cancelIntentsAfterCommit(
  deps: IntentCancellationDeps,
  rows: readonly PaymentRow[],
): Promise<void> {
  for (const row of rows) {
    if (row.providerReference && row.provider === deps.provider.name) {
      await cancelIntentQuietly(deps, row.providerReference);
    }
  }
}
