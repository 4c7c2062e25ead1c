// The payment screen with a Stripe-configured server: Stripe.js and its React bindings are replaced
// by fakes (no network), and the test checks what the screen asks of them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fetch-mock.ts';
import { intent, paymentPage } from '../../../test/fixtures/payment.ts';

const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn<(options: unknown) => Promise<{ error: { message?: string } }>>(),
}));
const loadStripe = vi.hoisted(() => vi.fn((_key: string) => Promise.resolve(stripe)));
const elementsOptions = vi.hoisted(() => [] as unknown[]);

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => stripe,
  useElements: () => ({ fake: 'elements' }),
}));

function stripePage() {
  return paymentPage({
    'GET /api/payments/config': () =>
      json({ provider: 'stripe', publishableKey: 'pk_test_studypath' }),
    'POST /api/create-payment-intent': () => json(intent({ clientSecret: 'pi_1_secret_xyz' })),
  });
}

describe('/application/{id}/payment with Stripe', () => {
  it('confirms with Stripe Elements, returning to the path with payment=success', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    stripePage();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Standard' })).getByRole('button', {
        name: 'Select Package',
      }),
    );
    expect(await screen.findByTestId('stripe-payment-element')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_studypath');
    expect(elementsOptions.at(-1)).toEqual({ clientSecret: 'pi_1_secret_xyz' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    // Real payments: no word of a test.
    expect(screen.queryByText('Test payment: no money is taken')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pay $899 USD' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { fake: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/application/p1?payment=success` },
    });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Pay $899 USD' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
  });
});
