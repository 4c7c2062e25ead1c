import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, never } from '../../../test/fetch-mock.ts';
import {
  intent,
  packages,
  paidStandard,
  paymentPage,
  studyPath,
} from '../../../test/fixtures/payment.ts';

const card = (name: string) => screen.getByRole('article', { name });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

async function openCheckout() {
  fireEvent.click(
    within(await findCard('Standard')).getByRole('button', { name: 'Select Package' }),
  );
  return screen.findByRole('heading', { level: 2, name: 'Complete Your Payment' });
}

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

function typeCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1230' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('/application/{id}/payment', () => {
  it('lists the four packages in USD with their features, badges and the info box', async () => {
    paymentPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select Your Service Package' }),
    ).toBeTruthy();
    expect(screen.getByText('All prices are in USD.')).toBeTruthy();
    const premium = await findCard('Premium');
    expect(within(premium).getByText('$1,499')).toBeTruthy();
    expect(within(premium).getByText('Recommended')).toBeTruthy();
    expect(within(premium).getByText('Applications to 3 programs')).toBeTruthy();
    expect(
      within(premium).getByRole('heading', { level: 3, name: 'Why multiple programs?' }),
    ).toBeTruthy();
    const basic = card('Basic');
    expect(within(basic).getByText('$499')).toBeTruthy();
    expect(within(basic).queryByText('Recommended')).toBeNull();
    expect(within(basic).queryByText('Why multiple programs?')).toBeNull();
    expect(screen.queryByText('Current Package')).toBeNull();

    const info = screen.getByRole('region', { name: 'About payment' });
    for (const text of [
      /processed securely by our card payment provider/,
      /receipt is sent to you by email/,
      /pay only the difference/,
      'Full refund within 7 days of purchase.',
    ]) {
      expect(within(info).getByText(text)).toBeTruthy();
    }
  });

  it('says plainly, on the packages and on the card form, that the simulated provider takes no money', async () => {
    paymentPage({ 'POST /api/create-payment-intent': () => json(intent()) });
    await findCard('Basic');
    expect(screen.getByText('Test payment: no money is taken')).toBeTruthy();
    await openCheckout();
    expect(screen.getByText('Test payment: no money is taken')).toBeTruthy();
    expect(screen.getByText(/No card is charged/)).toBeTruthy();
  });

  it("offers 'Select Package' on every package while nothing is paid", async () => {
    paymentPage();
    await findCard('Basic');
    for (const name of ['Basic', 'Standard', 'Premium', 'Ultimate']) {
      const button = within(card(name)).getByRole('button');
      expect(button.textContent).toBe('Select Package');
      expect(button.hasAttribute('disabled')).toBe(false);
    }
  });

  it('marks the owned package current, lower ones not available, and prices upgrades by the difference', async () => {
    paymentPage({ 'GET /api/applications/p1': () => json(paidStandard()) });
    const standard = await findCard('Standard');
    expect(within(standard).getByText('Current Package', { selector: '.mantine-Badge-label' }));
    const current = within(standard).getByRole('button', { name: 'Current Package' });
    expect(current.hasAttribute('disabled')).toBe(true);

    const basic = within(card('Basic')).getByRole('button', { name: 'Not Available' });
    expect(basic.hasAttribute('disabled')).toBe(true);
    // $1,499 - $899 and $2,499 - $899.
    expect(within(card('Premium')).getByRole('button', { name: 'Upgrade for $600' })).toBeTruthy();
    expect(
      within(card('Ultimate')).getByRole('button', { name: 'Upgrade for $1,600' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to study path details' })).toBeTruthy();
    // Paid: nothing to explain.
    expect(screen.queryByText(/choose a package to continue/)).toBeNull();
  });

  it('shows cents in an upgrade price that is not whole dollars', async () => {
    paymentPage({
      'GET /api/applications/p1': () => json(paidStandard()),
      'GET /api/packages': () => json(packages({ premium: 150_050 })),
    });
    expect(
      within(await findCard('Premium')).getByRole('button', { name: 'Upgrade for $601.50' }),
    ).toBeTruthy();
  });

  it('says why a path waiting for its package is here, and links back to its details', async () => {
    paymentPage();
    expect(
      await screen.findByText(
        'Your consultant is ready to find your programs: choose a package to continue',
      ),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to study path details' });
    expect(back.getAttribute('href')).toBe('/application/p1');
  });

  it('activates a free package at once and goes back to the path with payment=success', async () => {
    const { fetchMock, router } = paymentPage({
      'GET /api/packages': () => json(packages({ basic: 0 })),
      'POST /api/create-payment-intent': () =>
        json(intent({ isFree: true, clientSecret: null, packageTier: 'basic', amount: 0 })),
      'POST /api/applications/p1/payment/reconcile': () => json(paidStandard()),
    });
    fireEvent.click(
      within(await findCard('Basic')).getByRole('button', { name: 'Select Package' }),
    );
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText('Package activated successfully (FREE). Redirecting...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p1'));
    const [call] = callsTo(fetchMock, 'POST /api/create-payment-intent');
    expect(bodyOf(call)).toEqual({ applicationId: 'p1', packageTier: 'basic' });
    // The details page adds no toast of its own: it would replace this one.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/applications/p1/payment/reconcile')).toHaveLength(1),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Package activated successfully (FREE). Redirecting...')).toBeTruthy();
    expect(screen.queryByText(/Payment successful/)).toBeNull();
  });

  it("says 'Error' with the server's reason when the payment cannot start, and clears the choice", async () => {
    paymentPage({
      'POST /api/create-payment-intent': () =>
        json(
          {
            error: 'conflict',
            code: 'payment.path_ended',
            message: 'This study path has ended, so it takes no payment.',
          },
          409,
        ),
    });
    fireEvent.click(
      within(await findCard('Standard')).getByRole('button', { name: 'Select Package' }),
    );
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('This study path has ended, so it takes no payment.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete Your Payment' })).toBeNull();
    for (const name of ['Basic', 'Standard', 'Premium', 'Ultimate']) {
      const button = within(card(name)).getByRole('button', { name: 'Select Package' });
      expect(button.hasAttribute('disabled')).toBe(false);
    }
  });

  it("says 'Failed to initialize payment' when the server gives no reason", async () => {
    paymentPage({ 'POST /api/create-payment-intent': () => new Response('', { status: 502 }) });
    fireEvent.click(
      within(await findCard('Standard')).getByRole('button', { name: 'Select Package' }),
    );
    expect(await screen.findByText('Failed to initialize payment')).toBeTruthy();
  });

  it('holds the other packages while a payment starts', async () => {
    paymentPage({ 'POST /api/create-payment-intent': () => never() });
    fireEvent.click(
      within(await findCard('Standard')).getByRole('button', { name: 'Select Package' }),
    );
    await waitFor(() =>
      expect(within(card('Premium')).getByRole('button').hasAttribute('disabled')).toBe(true),
    );
  });

  it('pays with the simulated card form and returns to the path with payment=success', async () => {
    let path = studyPath();
    const { fetchMock, router } = paymentPage({
      'GET /api/applications/p1': () => json(path),
      'POST /api/create-payment-intent': () => json(intent()),
      'POST /api/payments/simulated/confirm': () => {
        path = paidStandard();
        return json(path);
      },
      'POST /api/applications/p1/payment/reconcile': () => json(paidStandard()),
    });
    await openCheckout();
    expect(screen.getByText('Standard')).toBeTruthy();
    expect(screen.getByText('$899 USD')).toBeTruthy();
    expect(screen.getByText(/encrypted/)).toBeTruthy();
    expect(screen.getByText(/4242 4242 4242 4242 succeeds/)).toBeTruthy();
    const number = screen.getByLabelText<HTMLInputElement>('Card number');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc');

    typeCard('4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(screen.getByLabelText<HTMLInputElement>('Expiry (MM/YY)').value).toBe('12/30');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $899 USD' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p1'));
    expect(
      await screen.findByText('Payment successful. Your Standard package is now active.'),
    ).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/payments/simulated/confirm');
    expect(bodyOf(call)).toEqual({
      clientSecret: 'sim_pi_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it("shows 'Processing...' while the card is confirmed", async () => {
    paymentPage({
      'POST /api/create-payment-intent': () => json(intent()),
      'POST /api/payments/simulated/confirm': () => never(),
    });
    await openCheckout();
    typeCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $899 USD' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '← Back to Packages' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it("shows 'Payment Failed' with the provider's message for a declined card, and may try again", async () => {
    const { fetchMock } = paymentPage({
      'POST /api/create-payment-intent': () => json(intent()),
      'POST /api/payments/simulated/confirm': () =>
        json({ error: 'payment_declined', message: 'Your card was declined.' }, 402),
    });
    await openCheckout();
    typeCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $899 USD' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    // Not busy any more: the same form can pay again.
    const pay = await screen.findByRole('button', { name: 'Pay $899 USD' });
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(pay);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/payments/simulated/confirm')).toHaveLength(2),
    );
  });

  it('checks the card fields before sending them, and shows the server’s field problems', async () => {
    const { fetchMock } = paymentPage({
      'POST /api/create-payment-intent': () => json(intent()),
      'POST /api/payments/simulated/confirm': () =>
        json(
          {
            error: 'validation_error',
            message: 'Enter the expiry date as MM/YY',
            details: [{ field: 'expiry', message: 'Enter the expiry date as MM/YY' }],
          },
          400,
        ),
    });
    await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $899 USD' }));
    expect(await screen.findByText('Enter the 16 digits of your card number')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/payments/simulated/confirm')).toEqual([]);

    typeCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $899 USD' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes focus to the payment view, and back to the page title with the packages', async () => {
    paymentPage({ 'POST /api/create-payment-intent': () => json(intent()) });
    const checkout = await openCheckout();
    await waitFor(() => expect(document.activeElement).toBe(checkout));
    fireEvent.click(screen.getByRole('button', { name: '← Back to Packages' }));
    expect(await findCard('Standard')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete Your Payment' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Select Your Service Package' }),
    );
  });

  it("says 'Application not found' for a path that is not the student's", async () => {
    paymentPage({
      'GET /api/applications/p1': () => json({ error: 'not_found', message: 'Not found' }, 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not found' }),
    ).toBeTruthy();
  });

  it('names the browser tab', async () => {
    paymentPage();
    await findCard('Basic');
    expect(document.title).toBe('Payment · StudyPath');
  });
});
