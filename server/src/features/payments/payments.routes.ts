// The student's payment calls (part 2 §7 "Payment", decision 024): the packages with today's
// prices, which card form to show, asking for a payment intent, the simulated card form's
// confirmation and the reconcile call the payment screen's return makes. The path named in the
// body or the address must be the caller's own: anyone else's is a 404 like an unknown one.
import {
  applicationSchema,
  createPaymentIntentRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  packageListResponseSchema,
  paymentConfigResponseSchema,
  paymentIntentResponseSchema,
  simulatedCardPaymentRequestSchema,
} from '@studypath/domain';
import type { FastifyRequest } from 'fastify';
import { signedInSession } from '../../platform/http/guards.ts';
import { assertConsentFor } from '../guardians/index.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { listPackageOffers } from './package-prices.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { createPaymentIntent, reconcilePathPayments } from './payment-intents.service.ts';
import { confirmSimulatedPayment } from './simulated-card.service.ts';

const signedInErrors = { 401: errorResponseSchema } as const;
const studentErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** The request's own logger: payment log lines carry its request id. */
export const paymentDepsFor = (deps: PaymentDeps, request: FastifyRequest): PaymentDeps => ({
  ...deps,
  log: request.log,
});

export function registerPaymentRoutes(
  app: ZodApp,
  context: RouteContext,
  { paymentDeps }: { paymentDeps: PaymentDeps },
): void {
  const { deps } = context;

  app.get('/api/packages', {
    config: { access: 'account' },
    schema: {
      tags: ['payments'],
      summary: 'The four service packages with today’s prices (USD), in ascending order',
      response: { 200: packageListResponseSchema, ...signedInErrors },
    },
    handler: () => listPackageOffers(deps),
  });

  app.get('/api/payments/config', {
    config: { access: 'account' },
    schema: {
      tags: ['payments'],
      summary:
        'Which card form the payment screen shows: Stripe (with its publishable key) or simulated',
      response: { 200: paymentConfigResponseSchema, ...signedInErrors },
    },
    handler: () => ({
      provider: paymentDeps.provider.name,
      publishableKey: paymentDeps.provider.publishableKey,
    }),
  });

  app.post('/api/create-payment-intent', {
    config: { access: 'student' },
    schema: {
      tags: ['payments'],
      summary:
        'Start paying for a package of one of the student’s study paths; the server computes the ' +
        'amount (price minus what the path already paid); 0 activates it at once (isFree)',
      body: createPaymentIntentRequestSchema,
      response: {
        200: paymentIntentResponseSchema,
        ...studentErrors,
        409: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const userId = signedInSession(request).user.id;
      await assertConsentFor(paymentDeps, userId, 'pay');
      return createPaymentIntent(paymentDepsFor(paymentDeps, request), {
        userId,
        request: request.body,
        ip: request.ip,
      });
    },
  });

  app.post('/api/payments/simulated/confirm', {
    config: { access: 'student' },
    schema: {
      tags: ['payments'],
      summary:
        'The simulated provider’s card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is ' +
        'declined (402); answers the study path, paid. 409 when the path changed since the ' +
        'intent (nothing charged, or refunded at once). 404 while Stripe is configured',
      body: simulatedCardPaymentRequestSchema,
      response: {
        200: applicationSchema,
        ...studentErrors,
        402: errorResponseSchema,
        409: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
    handler: (request) =>
      confirmSimulatedPayment(paymentDepsFor(paymentDeps, request), {
        userId: signedInSession(request).user.id,
        card: request.body,
        ip: request.ip,
      }),
  });

  app.post('/api/applications/:id/payment/reconcile', {
    config: { access: 'student', ownedResource: { kind: 'application' } },
    schema: {
      tags: ['payments'],
      summary:
        'Asks the provider about the study path’s pending payments and applies those that went ' +
        'through (the return from the payment screen); answers the study path',
      params: idParamsSchema,
      response: { 200: applicationSchema, ...studentErrors, 502: errorResponseSchema },
    },
    handler: (request) =>
      reconcilePathPayments(paymentDepsFor(paymentDeps, request), {
        userId: signedInSession(request).user.id,
        applicationId: request.params.id,
        ip: request.ip,
      }),
  });
}
