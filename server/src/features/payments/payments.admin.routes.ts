// The consultant's payment calls (decision 024): a path's payments and refunds, refunding one
// within 7 days, and the package prices of /admin/settings. Admin only.
import {
  adminPackagePriceListResponseSchema,
  adminPaymentListResponseSchema,
  adminPaymentSchema,
  errorResponseSchema,
  idParamsSchema,
  updatePackagePricesRequestSchema,
} from '@studypath/domain';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { listPackagePricesForAdmin, updatePackagePrices } from './package-prices.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { listPaymentsForAdmin, refundPayment } from './payments.admin.service.ts';
import { paymentDepsFor } from './payments.routes.ts';

export function registerAdminPaymentRoutes(
  app: ZodApp,
  context: RouteContext,
  { paymentDeps }: { paymentDeps: PaymentDeps },
): void {
  const { deps } = context;

  app.get('/api/admin/applications/:id/payments', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Every payment and refund of a study path, newest first, with whether each may be refunded now',
      params: idParamsSchema,
      response: { 200: adminPaymentListResponseSchema, ...adminErrors, 404: errorResponseSchema },
    },
    handler: (request) => listPaymentsForAdmin(deps, { applicationId: request.params.id }),
  });

  app.post('/api/admin/payments/:id/refund', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Refund a card payment in full, within 7 days of it, through the provider; the path returns ' +
        'to the package it had before and the student is emailed. Answers the payment, refunded',
      params: idParamsSchema,
      response: {
        200: adminPaymentSchema,
        ...adminErrors,
        404: errorResponseSchema,
        409: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
    handler: (request) =>
      refundPayment(paymentDepsFor(paymentDeps, request), {
        adminId: signedInSession(request).user.id,
        ip: request.ip,
        paymentId: request.params.id,
      }),
  });

  app.get('/api/admin/packages', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The package prices (US cents) and when each last changed',
      response: { 200: adminPackagePriceListResponseSchema, ...adminErrors },
    },
    handler: () => listPackagePricesForAdmin(deps),
  });

  app.put('/api/admin/packages', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Set the four package prices at once (US cents, 0 to 10,000,000, never decreasing with the ' +
        'tier); payments already made keep their amounts',
      body: updatePackagePricesRequestSchema,
      response: { 200: adminPackagePriceListResponseSchema, ...adminErrors },
    },
    handler: (request) =>
      updatePackagePrices(deps, {
        adminId: signedInSession(request).user.id,
        ip: request.ip,
        prices: request.body,
      }),
  });
}
