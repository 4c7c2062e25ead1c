// A guardian's payment calls (issue 26, item 4): the payments and refunds of a linked student's
// paths, and paying for a package on the student's behalf. The intent and the simulated card form
// answer as the student's do; the payment row records the guardian (paid_by), whose address gets
// the receipt. The student's gate still applies: a minor without standing consent cannot be paid
// for, whoever pays.
import {
  applicationSchema,
  createPaymentIntentRequestSchema,
  errorResponseSchema,
  guardianPaymentListSchema,
  paymentIntentResponseSchema,
  recordIdSchema,
  simulatedCardPaymentRequestSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { assertConsentFor, assertGuardianOf } from '../guardians/index.ts';
import { listPaymentsForGuardian } from './guardian-payments.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { createPaymentIntent } from './payment-intents.service.ts';
import { paymentDepsFor } from './payments.routes.ts';
import { confirmSimulatedPayment } from './simulated-card.service.ts';

const studentParamsSchema = z.object({ studentId: recordIdSchema });
const linkedStudent = { kind: 'linked_student', param: 'studentId' } as const;
const guardianErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

export function registerGuardianPaymentRoutes(
  app: ZodApp,
  { paymentDeps }: { paymentDeps: PaymentDeps },
): void {
  app.get('/api/guardian/students/:studentId/payments', {
    config: { conditional: 'content', access: 'guardian', ownedResource: linkedStudent },
    schema: {
      tags: ['guardians'],
      summary:
        "A linked student's payments and refunds, newest first, each saying whether the student " +
        'or a guardian paid',
      params: studentParamsSchema,
      response: { 200: guardianPaymentListSchema, ...guardianErrors },
    },
    handler: async (request) => {
      const { studentId } = request.params;
      await assertGuardianOf(paymentDeps, signedInSession(request).user.id, studentId);
      return listPaymentsForGuardian(paymentDeps, { studentId });
    },
  });

  app.post('/api/guardian/students/:studentId/create-payment-intent', {
    config: { access: 'guardian', ownedResource: linkedStudent },
    schema: {
      tags: ['guardians'],
      summary:
        'Start paying for a package of a linked student’s study path on their behalf, as the ' +
        'student’s own call does; refused (403) while the student’s guardian consent is missing',
      params: studentParamsSchema,
      body: createPaymentIntentRequestSchema,
      response: {
        200: paymentIntentResponseSchema,
        ...guardianErrors,
        409: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
    // The link first, before the body is read: a student the guardian does not follow is a 404
    // whatever the body says (a malformed id is left to the params' 400).
    preValidation: async (request) => {
      const params = studentParamsSchema.safeParse(request.params);
      if (!params.success) return;
      await assertGuardianOf(paymentDeps, signedInSession(request).user.id, params.data.studentId);
    },
    handler: async (request) => {
      const guardianId = signedInSession(request).user.id;
      const { studentId } = request.params;
      await assertConsentFor(paymentDeps, studentId, 'pay');
      return createPaymentIntent(paymentDepsFor(paymentDeps, request), {
        userId: studentId,
        paidBy: guardianId,
        request: request.body,
        ip: request.ip,
      });
    },
  });

  app.post('/api/guardian/payments/simulated/confirm', {
    config: { access: 'guardian' },
    schema: {
      tags: ['guardians'],
      summary:
        'The simulated card form for an intent the guardian asked for on a linked student’s ' +
        'behalf, as the student’s own; answers the study path, paid. 404 for any other intent ' +
        'and while Stripe is configured',
      body: simulatedCardPaymentRequestSchema,
      response: {
        200: applicationSchema,
        ...guardianErrors,
        402: errorResponseSchema,
        409: errorResponseSchema,
        502: errorResponseSchema,
      },
    },
    handler: (request) =>
      confirmSimulatedPayment(paymentDepsFor(paymentDeps, request), {
        userId: signedInSession(request).user.id,
        isGuardian: true,
        card: request.body,
        ip: request.ip,
      }),
  });
}
