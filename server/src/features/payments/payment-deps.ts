// What the payment services need beyond the database and the clock.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';

export interface PaymentDeps extends ServiceDeps {
  provider: PaymentProvider;
  /** Public origin for the link in emails (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called only after the transaction that queued a message committed. */
  onEmailQueued: () => void;
  /** Ids and amounts only: never a key, a client secret or a signature. */
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
