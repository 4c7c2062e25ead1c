// The simulated provider, the default (decision 024): Stripe's behaviour where the portal relies
// on it, with no account and no network. Intents live in their own table (so they survive
// restarts and are shared by every process); its card form is ours, and only Stripe's test cards
// mean anything, with Stripe's answers (domain simulated-cards.ts): 4242 4242 4242 4242 with a
// future date and a 3-digit code succeeds, 4000 0000 0000 0002 is declined, a past date is
// expired. A success answers a provider-neutral payment_intent.succeeded event, which the
// services apply through the same function as a Stripe webhook.
import { randomBytes } from 'node:crypto';
import {
  simulatedCardRefusal,
  type SimulatedCard,
  type SimulatedCardRefusal,
} from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { simulatedPaymentIntents, type SimulatedPaymentIntentRow } from '../db/schema/index.ts';
import { safeEqual } from '../crypto/crypto-tokens.ts';
import {
  PAYMENT_INTENT_SUCCEEDED,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type PaymentProviderEvent,
  type ProviderIntent,
} from './payment-provider.ts';

export type SimulatedCardOutcome =
  | { outcome: 'succeeded'; event: PaymentProviderEvent }
  | { outcome: 'declined'; code: SimulatedCardRefusal }
  /** The intent was cancelled (the student chose another package since). */
  | { outcome: 'canceled' };

export interface SimulatedPaymentProvider extends PaymentProvider {
  readonly name: 'simulated';
  /** The intent a client secret belongs to, or null when the secret is unknown. */
  findIntentIdByClientSecret: (clientSecret: string) => Promise<string | null>;
  /** Null when the secret is unknown. Confirming a succeeded intent again answers the same event. */
  confirmCard: (
    input: SimulatedCard & { clientSecret: string },
  ) => Promise<SimulatedCardOutcome | null>;
}

export function isSimulatedPaymentProvider(
  provider: PaymentProvider,
): provider is SimulatedPaymentProvider {
  return provider.name === 'simulated' && 'confirmCard' in provider;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Stripe's shape: '<intent id>_secret_<random>', so the id can be read back from the secret. */
const intentIdOf = (clientSecret: string): string | null =>
  /^(sim_pi_[0-9a-f]{24})_secret_[A-Za-z0-9_-]{20,}$/.exec(clientSecret)?.[1] ?? null;

function toIntent(row: SimulatedPaymentIntentRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

function succeededEvent(row: SimulatedPaymentIntentRow): PaymentProviderEvent {
  // One event per intent, as Stripe sends one: confirming twice is then applied once.
  return {
    id: `sim_evt_${row.id.slice('sim_pi_'.length)}`,
    type: PAYMENT_INTENT_SUCCEEDED,
    intentId: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

export function createSimulatedPaymentProvider(deps: {
  db: Database;
  now: () => Date;
}): SimulatedPaymentProvider {
  const { db } = deps;

  async function findRow(intentId: string): Promise<SimulatedPaymentIntentRow | undefined> {
    const [row] = await db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentId))
      .limit(1);
    return row;
  }

  async function getRow(intentId: string): Promise<SimulatedPaymentIntentRow> {
    const row = await findRow(intentId);
    if (!row) throw new PaymentProviderError(`No such simulated payment intent: ${intentId}`);
    return row;
  }

  async function findRowBySecret(
    clientSecret: string,
  ): Promise<SimulatedPaymentIntentRow | undefined> {
    const intentId = intentIdOf(clientSecret);
    const row = intentId ? await findRow(intentId) : undefined;
    return row && safeEqual(clientSecret, row.clientSecret) ? row : undefined;
  }

  return {
    name: 'simulated',
    publishableKey: null,

    createIntent: async (input) => {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new PaymentProviderError('A simulated payment intent needs a positive amount');
      }
      const id = `sim_pi_${hex(12)}`;
      // The key decides: a second request with it (even at the same moment) gets the first row.
      await db
        .insert(simulatedPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(24).toString('base64url')}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'requires_payment',
          createdAt: deps.now(),
        })
        .onConflictDoNothing({ target: simulatedPaymentIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (!row) throw new PaymentProviderError('The simulated payment intent was not stored');
      if (row.amountCents !== input.amountCents || row.currency !== input.currency) {
        // Stripe answers an idempotency error when a key is reused with other parameters.
        throw new PaymentProviderError('Idempotency key reused with different parameters');
      }
      return { id: row.id, clientSecret: row.clientSecret, status: row.status };
    },

    retrieveIntent: async (intentId) => toIntent(await getRow(intentId)),

    cancelIntent: async (intentId) => {
      const row = await getRow(intentId);
      if (row.status === 'succeeded') {
        throw new PaymentProviderError('A succeeded payment intent cannot be canceled');
      }
      await db
        .update(simulatedPaymentIntents)
        .set({ status: 'canceled' })
        .where(eq(simulatedPaymentIntents.id, intentId));
    },

    refund: async (input) => {
      const row = await getRow(input.intentId);
      if (row.status !== 'succeeded' || input.amountCents !== row.amountCents) {
        throw new PaymentProviderError('Only a whole succeeded payment can be refunded');
      }
      if (row.refundId) return { id: row.refundId, status: 'succeeded' };
      const refundId = `sim_re_${hex(12)}`;
      const [updated] = await db
        .update(simulatedPaymentIntents)
        .set({ refundId })
        .where(
          and(
            eq(simulatedPaymentIntents.id, row.id),
            eq(simulatedPaymentIntents.status, 'succeeded'),
          ),
        )
        .returning();
      return { id: updated?.refundId ?? refundId, status: 'succeeded' };
    },

    parseWebhookEvent: () => {
      // Its events come from its own card form, never over a webhook.
      throw new WebhookSignatureError('The simulated provider sends no webhooks.');
    },

    findIntentIdByClientSecret: async (clientSecret) =>
      (await findRowBySecret(clientSecret))?.id ?? null,

    confirmCard: async ({ clientSecret, ...card }) => {
      const row = await findRowBySecret(clientSecret);
      if (!row) return null;
      if (row.status === 'canceled') return { outcome: 'canceled' };
      if (row.status === 'succeeded') return { outcome: 'succeeded', event: succeededEvent(row) };
      const refusal = simulatedCardRefusal(card, deps.now());
      if (refusal !== null) return { outcome: 'declined', code: refusal };
      const [updated] = await db
        .update(simulatedPaymentIntents)
        .set({ status: 'succeeded' })
        .where(
          and(
            eq(simulatedPaymentIntents.id, row.id),
            eq(simulatedPaymentIntents.status, 'requires_payment'),
          ),
        )
        .returning();
      // Lost a race with a cancel: read what won.
      const final = updated ?? (await getRow(row.id));
      return final.status === 'succeeded'
        ? { outcome: 'succeeded', event: succeededEvent(final) }
        : { outcome: 'canceled' };
    },
  };
}
