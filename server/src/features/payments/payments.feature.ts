// The payments feature: packages and prices, payment intents, the Stripe webhook, receipts and
// refunds; a guardian's view and paying on a linked student's behalf; and its part when a study
// path ends or is deleted (paymentsStudyPathParticipant); the sweep of deleted accounts' records
// past their seven years.
import { defineFeature } from '../../platform/app-deps.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { registerPaymentHousekeeping } from './payment-retention.ts';
import { registerAdminPaymentRoutes } from './payments.admin.routes.ts';
import { registerGuardianPaymentRoutes } from './payments.guardian.routes.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { registerStripeWebhookRoutes } from './stripe-webhook.routes.ts';

export const paymentsFeature = defineFeature('payments', (app, deps) => {
  const paymentDeps: PaymentDeps = {
    ...deps.deps,
    provider: deps.paymentProvider,
    appUrl: deps.config.appUrl,
    onEmailQueued: () => deps.emailRelay.kick(),
    log: app.log,
  };
  registerPaymentRoutes(app, deps, { paymentDeps });
  registerStripeWebhookRoutes(app, { paymentDeps });
  registerAdminPaymentRoutes(app, deps, { paymentDeps });
  registerGuardianPaymentRoutes(app, { paymentDeps });
  registerPaymentHousekeeping(app, deps.deps);
});
