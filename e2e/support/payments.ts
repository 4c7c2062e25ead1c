// Payments for journeys that need a path already paid: the same two calls the payment screen
// makes with the simulated provider (the e2e server's default), through the signed-in page's own
// session. The screens themselves are driven by e2e/tests/payments.spec.ts.
import { expect, type APIRequestContext } from '@playwright/test';

/** The simulated provider's card that always succeeds. */
export const SUCCEEDING_CARD = '4242 4242 4242 4242';
/** The simulated provider's card that is always declined ('Your card was declined.'). */
export const DECLINED_CARD = '4000 0000 0000 0002';

async function postJson(request: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const token = await request.get('/api/csrf-token');
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const res = await request.post(url, { data, headers: { 'X-CSRF-Token': csrfToken } });
  expect(res.ok(), `POST ${url} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** Buys `packageTier` for the path with the succeeding card; the path is paid when it returns. */
export async function payForPackage(
  request: APIRequestContext,
  applicationId: string,
  packageTier: 'basic' | 'standard' | 'premium' | 'ultimate',
): Promise<void> {
  const intent = (await postJson(request, '/api/create-payment-intent', {
    applicationId,
    packageTier,
  })) as { isFree: boolean; clientSecret: string | null };
  if (intent.isFree) return;
  await postJson(request, '/api/payments/simulated/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: SUCCEEDING_CARD,
    expiry: '12/34',
    cvc: '123',
  });
}
