// Payment data for tests: package prices set directly, and a signed-in student with a path that
// is waiting for its package (find_program), ready to pay. No test-framework imports.
import type { PackageTier } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import type { ApplicationRow, UserRow } from '../src/platform/db/schema/index.ts';
import { startSession } from '../src/platform/sessions/sessions.service.ts';
import { createCookieSettings } from '../src/platform/http/cookies.ts';
import { packagePrices } from '../src/platform/db/schema/index.ts';
import type { OutgoingEmail } from '../src/platform/email/transports/email-transport.ts';
import type { MemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';
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
  path: ApplicationRow;
}

/**
 * A browser signed in as `user` with a session started directly (like the gates' callers): no
 * password hashing, and a fresh session after a test moved the clock past the old one's expiry.
 */
export async function signedInClient(t: TestServer, user: UserRow): Promise<TestClient> {
  const client = t.newClient();
  const session = await startSession(t.deps, {
    userId: user.id,
    userAgent: 'payment-tests',
    ip: client.ip,
  });
  const isSecure = t.config.appUrl.startsWith('https:');
  client.cookies.set(createCookieSettings(isSecure).names.session, session.rawId);
  return client;
}

export async function payingStudent(t: TestServer): Promise<PayingStudent> {
  const { user } = await t.createUser();
  const path = await insertStudyPath(t.deps, { userId: user.id, status: 'find_program' });
  return { user, client: await signedInClient(t, user), path };
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
