// POST /api/stripe/webhook (decision 024): how Stripe tells the portal a payment went through. No
// session and no CSRF token: Stripe's signature over the exact raw bytes is the only credential,
// so this route lives in a scope of its own whose one body parser keeps the bytes untouched. The
// event id is stored with its effect, so Stripe's retries change nothing twice. 404 unless
// Stripe is the configured provider; 400 for a missing or wrong signature.
import { errorResponseSchema } from '@studypath/domain';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { WebhookSignatureError } from '../../platform/payments/payment-provider.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { applyPaymentEvent } from './payment-success.service.ts';
import { paymentDepsFor } from './payments.routes.ts';

/** What Stripe expects back; it only reads the status. */
const receivedSchema = z.object({ received: z.literal(true) });

export function registerStripeWebhookRoutes(
  app: ZodApp,
  { paymentDeps }: { paymentDeps: PaymentDeps },
): void {
  const scope: FastifyPluginCallback = (instance, _options, done) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    const zodScope = instance as unknown as ZodApp;
    zodScope.post('/api/stripe/webhook', {
      config: { access: 'public', isSessionless: true, isCsrfExempt: true },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe’s events, signed (Stripe-Signature over the raw body): payment_intent.succeeded ' +
          'marks the payment paid, once (refunded instead when the path changed since the intent); ' +
          'other events are stored and ignored. 502 when an automatic refund failed (Stripe retries)',
        response: {
          200: receivedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const deps = paymentDepsFor(paymentDeps, request);
        if (deps.provider.name !== 'stripe') {
          throw new AppError('stripe.not_configured');
        }
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['stripe-signature'];
        let event;
        try {
          event = deps.provider.parseWebhookEvent(
            rawBody,
            typeof header === 'string' ? header : undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new AppError('stripe.invalid_signature');
          }
          throw error;
        }
        await applyPaymentEvent(deps, event, { ip: null });
        return { received: true as const };
      },
    });
    done();
  };
  void app.register(scope);
}
