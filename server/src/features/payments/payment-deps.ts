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

export const paymentMessages = {
  pathEnded: 'This study path has ended, so it takes no payment.',
  paymentNotFound: 'Payment not found.',
  changedMeanwhile:
    'You chose another package in the meantime. Go back to the packages and choose again.',
  alreadyPaid: 'This package is already paid for. Refresh the page to see it.',
  pathChanged:
    'Your study path changed since you chose this package, so this payment was cancelled. Go back to the packages and choose again.',
  refundedAutomatically:
    'Your payment went through after your study path changed, so it was not applied and has been refunded in full. An email tells you why.',
} as const;
