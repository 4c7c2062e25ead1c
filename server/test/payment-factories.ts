// Payment data for tests: package prices set directly, and a signed-in student with a path that
// is waiting for its package (find_program), ready to pay. No test-framework imports.
import type { Application, PackageTier, PaymentIntentResponse } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import type { ApplicationRow, UserRow } from '../src/platform/db/schema/index.ts';
import { auditLogs, emailOutbox, packagePrices } from '../src/platform/db/schema/index.ts';
import type { OutgoingEmail } from '../src/platform/email/transports/email-transport.ts';
import type { MemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import { createStripePaymentProvider } from '../src/platform/payments/stripe-payment-provider.ts';
import type { PaymentProvider } from '../src/platform/payments/payment-provider.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';
import { signedInAs } from './account-sessions.ts';
import type { FakeIntent, FakeStripeApi } from './fake-stripe-api.ts';
import type { TestClient } from './http-client.ts';
import { insertStudyPath } from './study-path-factories.ts';
import type { TestServer } from './test-server.ts';

export async function setPackagePrices(
  deps: ServiceDeps,
  prices: Partial<Record<PackageTier, number>>,
): Promise<void> {
  for (const [tier, priceCents] of Object.entries(prices) as Array<[PackageTier, number]>) {
    await deps.db.update(packagePrices).set({ priceCents }).where(eq(packagePrices.tier, tier));
  }
}

export interface PayingStudent {
  user: UserRow;
  client: TestClient;
  application: ApplicationRow;
}

/**
 * A browser signed in as `user` with a session started directly (like the gates' callers): no
 * password hashing, and a fresh session after a test moved the clock past the old one's expiry.
 */
export const signedInClient: (t: TestServer, user: UserRow) => Promise<TestClient> = signedInAs;

export async function payingStudent(t: TestServer): Promise<PayingStudent> {
  const { user } = await t.createUser();
  const application = await insertStudyPath(t.deps, { userId: user.id, status: 'find_program' });
  return { user, client: await signedInClient(t, user), application };
}

export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  other: '4111 1111 1111 1111',
} as const;

/** The simulated card form's POST, as the payment screen sends it. */
export function payWithSimulatedCard<Body = unknown>(
  client: TestClient,
  clientSecret: string,
  cardNumber: string = testCards.success,
) {
  return client.request<Body>('POST', '/api/payments/simulated/confirm', {
    json: { clientSecret, cardNumber, expiry: '12/30', cvc: '123' },
    withCsrf: true,
  });
}

export function askForIntent<Body = unknown>(client: TestClient, json: unknown) {
  return client.request<Body>('POST', '/api/create-payment-intent', { json, withCsrf: true });
}

/**
 * The emails delivered to `to`, after a relay run (the outbox keeps no body once a message is
 * sent, so tests read what the memory transport received).
 */
export async function deliveredTo(
  t: TestServer,
  mailbox: MemoryTransport,
  to: string,
): Promise<OutgoingEmail[]> {
  await t.app.emailRelay.runOnce();
  return mailbox.messages.filter((message) => message.to === to);
}

/** Asks for an intent for `packageTier` on the student's path; answers its client secret. */
export async function simulatedIntentFor(
  student: PayingStudent,
  packageTier: string,
): Promise<string> {
  const response = await askForIntent<PaymentIntentResponse>(student.client, {
    applicationId: student.application.id,
    packageTier,
  });
  if (response.status !== 200 || !response.body.clientSecret) {
    throw new Error(`create-payment-intent answered ${response.status}`);
  }
  return response.body.clientSecret;
}

/** Pays `packageTier` for the student's path with the simulated card that succeeds. */
export async function payForPath(student: PayingStudent, packageTier: string): Promise<void> {
  const paid = await payWithSimulatedCard(
    student.client,
    await simulatedIntentFor(student, packageTier),
  );
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
}

/** The intent the fake Stripe API created for a create-payment-intent call. */
export async function stripeIntentFor(
  fake: FakeStripeApi,
  student: PayingStudent,
  packageTier: string,
): Promise<FakeIntent> {
  const response = await askForIntent<PaymentIntentResponse>(student.client, {
    applicationId: student.application.id,
    packageTier,
  });
  const intent = [...fake.intents.values()].find(
    (candidate) => candidate.client_secret === response.body.clientSecret,
  );
  if (!intent) throw new Error(`no intent for the answer ${response.status}`);
  return intent;
}

/** The Stripe driver talking to the fake Stripe API. */
export function stripeProviderFor(
  fake: FakeStripeApi,
  keys: { publishableKey: string; webhookSecret: string },
): PaymentProvider {
  return createStripePaymentProvider({
    secretKey: fake.secretKey,
    ...keys,
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
  });
}

/** The student's path as the student reads it. */
export async function pathOf(student: PayingStudent): Promise<Application> {
  return (await student.client.get<Application>(`/api/applications/${student.application.id}`))
    .body;
}

/** How many payment receipts were queued for `email`. */
export function receiptsTo(t: TestServer, email: string): Promise<number> {
  return t.db.$count(
    emailOutbox,
    and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'payment_receipt')),
  );
}

/** The path's audit rows of one action (payment_succeeded, payment_refunded, ...). */
export function pathAudits(t: TestServer, applicationId: string, action: string) {
  return t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityId, applicationId), eq(auditLogs.action, action)));
}

/** How many payment_succeeded audit rows the path has. */
export function successAudits(t: TestServer, applicationId: string): Promise<number> {
  return t.db.$count(
    auditLogs,
    and(eq(auditLogs.entityId, applicationId), eq(auditLogs.action, 'payment_succeeded')),
  );
}
