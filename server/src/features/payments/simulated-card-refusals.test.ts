import type { Application, ErrorResponse, PaymentIntentResponse } from '@studypath/domain';
import {
  CARD_EXPIRED_MESSAGE,
  INCORRECT_CVC_MESSAGE,
  INVALID_CVC_MESSAGE,
} from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/db/schema/index.ts';
import {
  askForIntent,
  payingStudent,
  type PayingStudent,
} from '../../../test/payment-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// The simulated provider refuses what Stripe's test mode refuses (issue 23 item 8): a past expiry
// date, a security code a Visa cannot have, and Stripe's incorrect-code test card.
describe('the simulated card form refuses what Stripe refuses', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function intentFor(student: PayingStudent): Promise<string> {
    const response = await askForIntent<PaymentIntentResponse>(student.client, {
      applicationId: student.application.id,
      packageTier: 'premium',
    });
    if (!response.body.clientSecret) throw new Error(`intent: ${response.status}`);
    return response.body.clientSecret;
  }

  const pay = <Body>(student: PayingStudent, clientSecret: string, card: object) =>
    student.client.request<Body>('POST', '/api/payments/simulated/confirm', {
      json: {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/99',
        cvc: '123',
        ...card,
      },
      withCsrf: true,
    });

  it.each([
    ['an expired card (01/24)', { expiry: '01/24' }, 'card.expired', CARD_EXPIRED_MESSAGE],
    [
      'Stripe’s expired test card',
      { cardNumber: '4000 0000 0000 0069' },
      'card.expired',
      CARD_EXPIRED_MESSAGE,
    ],
    ['a 4-digit code on a Visa', { cvc: '1234' }, 'card.cvc_invalid', INVALID_CVC_MESSAGE],
    [
      'Stripe’s incorrect-code test card',
      { cardNumber: '4000 0000 0000 0127' },
      'card.cvc_incorrect',
      INCORRECT_CVC_MESSAGE,
    ],
  ])(
    'refuses %s with Stripe’s message (402), charges nothing and sends no receipt',
    async (_, card, code, message) => {
      const student = await payingStudent(t);
      const secret = await intentFor(student);
      const refused = await pay<ErrorResponse>(student, secret, card);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({ error: 'payment_declined', code, message });
      const path = await student.client.get<Application>(
        `/api/applications/${student.application.id}`,
      );
      expect(path.body.paymentStatus).toBe('unpaid');
      expect(
        await t.db.$count(
          emailOutbox,
          and(
            eq(emailOutbox.toAddress, student.user.email),
            eq(emailOutbox.template, 'payment_receipt'),
          ),
        ),
      ).toBe(0);
      // The intent is still open: a valid card pays it afterwards.
      expect((await pay(student, secret, {})).status).toBe(200);
    },
  );
});
