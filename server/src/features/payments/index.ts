// What the payments feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export type { PaymentDeps } from './payment-deps.ts';
export {
  findPaymentRecordsOfUser,
  hasRecordedPayment,
  keepPaymentsOfDeletedApplication,
  type PaymentRecordRow,
} from './payment-records.queries.ts';
export { toPaymentRecord } from './payment-views.ts';
export { registerAdminPaymentRoutes } from './payments.admin.routes.ts';
export { registerPaymentRoutes } from './payments.routes.ts';
export {
  cancelIntentsAfterCommit,
  cancelPendingPaymentsOfPath,
  type IntentCancellationDeps,
} from './pending-payments.ts';
export { registerStripeWebhookRoutes } from './stripe-webhook.routes.ts';
