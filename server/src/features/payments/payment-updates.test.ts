// A payment shows on the path's Recent Updates (issue 24): the student's page tells what changed,
// and the last update no longer asks for a package once one is paid.
import type {
  Application,
  PaymentIntentResponse,
  StudentApplicationUpdate,
} from '@studypath/domain';
import { applicationStatusGuides, defaultPackagePricesCents } from '@studypath/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applicationUpdates, emailOutbox } from '../../platform/db/schema/index.ts';
import {
  askForIntent,
  payingStudent,
  payWithSimulatedCard,
  setPackagePrices,
  type PayingStudent,
} from '../../../test/payment-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('a payment adds an update to its study path', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await setPackagePrices(t.deps, defaultPackagePricesCents);
  });

  async function intentFor(student: PayingStudent, packageTier: string) {
    const response = await askForIntent<PaymentIntentResponse>(student.client, {
      applicationId: student.application.id,
      packageTier,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  const updatesOf = async (student: PayingStudent) =>
    (
      await student.client.get<StudentApplicationUpdate[]>(
        `/api/applications/${student.application.id}/updates`,
      )
    ).body;

  /** Emails to the student other than receipts: the receipt is the payment's only email. */
  const otherEmailsTo = (email: string) =>
    t.db.$count(
      emailOutbox,
      and(eq(emailOutbox.toAddress, email), ne(emailOutbox.template, 'payment_receipt')),
    );

  it('says which package was paid, then which upgrade, with what the path waits for now', async () => {
    const student = await payingStudent(t);
    const secret = (await intentFor(student, 'standard')).clientSecret ?? '';
    expect((await payWithSimulatedCard(student.client, secret)).status).toBe(200);

    const [paid] = await updatesOf(student);
    expect(paid).toMatchObject({
      type: 'status_change',
      title: 'Package paid: Standard',
      // No longer 'Choose your service package...': the consultant's move now.
      description: applicationStatusGuides.find_program.nextSteps,
      createdBy: null,
    });

    t.clock.advance(1000);
    const upgrade = (await intentFor(student, 'premium')).clientSecret ?? '';
    expect((await payWithSimulatedCard(student.client, upgrade)).status).toBe(200);
    expect((await updatesOf(student)).map((update) => update.title)).toEqual([
      'Package upgraded: Standard to Premium',
      'Package paid: Standard',
    ]);
    expect(await otherEmailsTo(student.user.email)).toBe(0);
  });

  it('records a free activation as such', async () => {
    await setPackagePrices(t.deps, { basic: 0 });
    const student = await payingStudent(t);
    expect((await intentFor(student, 'basic')).isFree).toBe(true);
    const [activated] = await updatesOf(student);
    expect(activated?.title).toBe('Package activated: Basic');
    expect(await otherEmailsTo(student.user.email)).toBe(0);
  });

  it('adds nothing when the same success is told again (a double click, then the reconcile)', async () => {
    const student = await payingStudent(t);
    const secret = (await intentFor(student, 'ultimate')).clientSecret ?? '';
    await payWithSimulatedCard(student.client, secret);
    await payWithSimulatedCard(student.client, secret);
    const reconciled = await student.client.request<Application>(
      'POST',
      `/api/applications/${student.application.id}/payment/reconcile`,
      { withCsrf: true },
    );
    expect(reconciled.body.paymentStatus).toBe('paid');
    expect(
      await t.db.$count(
        applicationUpdates,
        eq(applicationUpdates.applicationId, student.application.id),
      ),
    ).toBe(1);
  });
});
