import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderPathDetail, studyPath } from '../../../test/fixtures/admin-application.ts';

const payment = (fields: Record<string, unknown> = {}) => ({
  id: 'pay1',
  applicationId: 'p1',
  kind: 'payment',
  packageTier: 'standard',
  amount: 89_900,
  currency: 'usd',
  provider: 'simulated',
  providerReference: 'sim_pi_standard',
  status: 'succeeded',
  createdAt: '2026-02-01T10:00:00.000Z',
  succeededAt: '2026-02-01T10:00:05.000Z',
  refundOfId: null,
  refundable: false,
  refundableUntil: '2026-02-08T10:00:05.000Z',
  ...fields,
});

/** Standard bought on Feb 1, then upgraded to Premium for the difference on Feb 3. */
const upgrade = payment({
  id: 'pay2',
  packageTier: 'premium',
  amount: 60_000,
  providerReference: 'sim_pi_premium',
  createdAt: '2026-02-03T09:00:00.000Z',
  succeededAt: '2026-02-03T09:00:05.000Z',
  refundable: true,
  refundableUntil: '2026-02-10T09:00:05.000Z',
});

const details = (handlers: Record<string, FetchHandler> = {}) =>
  renderPathDetail({
    'GET /api/admin/applications/p1': () =>
      json(studyPath({ packageTier: 'premium', packagePrice: 149_900 })),
    'GET /api/admin/applications/p1/payments': () => json([upgrade, payment()]),
    ...handlers,
  });

const paymentsCard = () => screen.findByRole('region', { name: 'Payments' });

async function openRefund() {
  const card = await paymentsCard();
  fireEvent.click(
    await within(card).findByRole('button', { name: 'Refund the Premium payment of $600' }),
  );
  return screen.findByRole('dialog', { name: 'Refund Payment' });
}

describe('/admin/applications/{id} payments', () => {
  it('lists payments and refunds with date, package, amount, kind, status and reference', async () => {
    details({
      'GET /api/admin/applications/p1/payments': () =>
        json([
          payment({
            id: 'ref1',
            kind: 'refund',
            packageTier: 'premium',
            amount: 60_000,
            providerReference: 'sim_re_1',
            status: 'succeeded',
            createdAt: '2026-02-04T10:00:00.000Z',
            succeededAt: '2026-02-04T10:00:00.000Z',
            refundOfId: 'pay2',
            refundableUntil: null,
          }),
          { ...upgrade, status: 'refunded', refundable: false },
          payment({ refundable: true }),
          payment({
            id: 'free1',
            packageTier: 'basic',
            amount: 0,
            provider: 'free',
            providerReference: null,
            refundable: false,
            refundableUntil: null,
            succeededAt: '2026-01-20T10:00:00.000Z',
          }),
        ]),
    });
    const card = await paymentsCard();
    const refund = await within(card).findByRole('article', { name: 'Refund: Premium, $600' });
    for (const text of [
      'Premium · $600',
      'Refund',
      'Succeeded',
      'Feb 4, 2026',
      'Reference: sim_re_1',
    ]) {
      expect(within(refund).getByText(text)).toBeTruthy();
    }
    expect(within(refund).queryByRole('button')).toBeNull();

    const refunded = within(card).getByRole('article', { name: 'Payment: Premium, $600' });
    expect(within(refunded).getByText('Refunded')).toBeTruthy();
    expect(within(refunded).queryByText(/Refundable until/)).toBeNull();
    expect(within(refunded).queryByRole('button')).toBeNull();

    const standard = within(card).getByRole('article', { name: 'Payment: Standard, $899' });
    for (const text of ['Payment', 'Succeeded', 'Feb 1, 2026', 'Reference: sim_pi_standard']) {
      expect(within(standard).getByText(text)).toBeTruthy();
    }
    expect(within(standard).getByText('Refundable until Feb 8, 2026')).toBeTruthy();
    expect(
      within(standard).getByRole('button', { name: 'Refund the Standard payment of $899' }),
    ).toBeTruthy();

    const free = within(card).getByRole('article', { name: 'Payment: Basic, $0' });
    expect(within(free).getByText('Free activation')).toBeTruthy();
  });

  it('says so when the path has no payments', async () => {
    details({ 'GET /api/admin/applications/p1/payments': () => json([]) });
    expect(await within(await paymentsCard()).findByText('No payments yet.')).toBeTruthy();
  });

  it('keeps the (FREE) badge of a package that cost nothing', async () => {
    details({ 'GET /api/admin/applications/p1': () => json(studyPath({ packagePrice: 0 })) });
    const status = await screen.findByRole('region', { name: 'Status & Actions' });
    expect(within(status).getByText('Premium (FREE)')).toBeTruthy();
  });

  it('refunds a payment after confirmation, saying where the path goes back to', async () => {
    let payments = [upgrade, payment()];
    let path = studyPath({ packageTier: 'premium', packagePrice: 149_900 });
    const { fetchMock } = details({
      'GET /api/admin/applications/p1/payments': () => json(payments),
      'GET /api/admin/applications/p1': () => json(path),
      'POST /api/admin/payments/pay2/refund': () => {
        payments = [{ ...upgrade, status: 'refunded', refundable: false }, payment()];
        path = studyPath({ packageTier: 'standard', packagePrice: 89_900 });
        return json(payments[0]);
      },
    });
    const dialog = await openRefund();
    expect(
      within(dialog).getByText("Refund $600 for the Premium package to the student's card?"),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('The study path goes back to the Standard package it had before.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/admin/payments/pay2/refund')).toEqual([]);

    const again = await openRefund();
    fireEvent.click(within(again).getByRole('button', { name: 'Refund Payment' }));
    expect(await screen.findByText('Payment refunded')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/payments/pay2/refund')).toHaveLength(1);

    const card = await paymentsCard();
    await waitFor(() =>
      expect(
        within(within(card).getByRole('article', { name: 'Payment: Premium, $600' })).getByText(
          'Refunded',
        ),
      ).toBeTruthy(),
    );
    const status = screen.getByRole('region', { name: 'Status & Actions' });
    expect(await within(status).findByText('Standard')).toBeTruthy();
  });

  it('says a refund of the only payment leaves the path unpaid', async () => {
    details({
      'GET /api/admin/applications/p1/payments': () =>
        json([{ ...upgrade, packageTier: 'standard', amount: 89_900 }]),
    });
    const card = await paymentsCard();
    fireEvent.click(
      await within(card).findByRole('button', { name: 'Refund the Standard payment of $899' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
    expect(
      within(dialog).getByText('The study path goes back to unpaid, with no package.'),
    ).toBeTruthy();
  });

  it("shows 'Refund failed' with the server's reason", async () => {
    details({
      'POST /api/admin/payments/pay2/refund': () =>
        json(
          {
            error: 'conflict',
            code: 'refund.window_passed',
            message: 'Payments can be refunded within 7 days; this one was made on Nov 25, 2026.',
            params: { days: 7, paidOn: '2026-11-25' },
          },
          409,
        ),
    });
    const dialog = await openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund Payment' }));
    expect(await screen.findByText('Refund failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Payments can be refunded within 7 days; this one was made on Nov 25, 2026.',
      ),
    ).toBeTruthy();
  });
});
