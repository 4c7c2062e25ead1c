// Stripe Elements (decision 024), in a module of its own: checkout.tsx imports it lazily, only when
// the server's provider is Stripe, so neither the simulated provider's payment page nor any other
// screen downloads Stripe's code. `@stripe/stripe-js/pure` fetches js.stripe.com on the first
// loadStripe call, not on import. The module imports nothing of ours but types, and gets its
// button and texts from the checkout: what it shares with the rest of the app then stays where
// the bundler put it, and the landing page's chunks do not change (decision 016).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type ReactNode } from 'react';
import type { CardFormProps } from './card-form-props.ts';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per publishable key; a failed script load resolves to null. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps extends Omit<CardFormProps, 'amount' | 'onSucceeded'> {
  publishableKey: string;
  /** The Pay button, busy while Stripe confirms, disabled until Stripe is ready. */
  renderSubmit: (state: { isBusy: boolean; isReady: boolean }) => ReactNode;
  /** Shown instead when Stripe.js cannot be loaded. */
  unavailable: ReactNode;
}

export function StripeCardForm({
  publishableKey,
  clientSecret,
  unavailable,
  ...rest
}: StripeCardFormProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [isUnavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void stripe.then((loaded) => {
      if (isCurrent && loaded === null) setUnavailable(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [stripe]);

  if (isUnavailable) return unavailable;
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <StripePaymentFields {...rest} />
    </Elements>
  );
}

function StripePaymentFields({
  returnUrl,
  onFailed,
  onBusyChange,
  renderSubmit,
}: Omit<StripeCardFormProps, 'publishableKey' | 'clientSecret' | 'unavailable'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isBusy, setBusy] = useState(false);

  const pay = async () => {
    if (!stripe || !elements || isBusy) return;
    setBusy(true);
    onBusyChange(true);
    try {
      // On success Stripe leaves for return_url; the answer only comes back with an error.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
      });
      onFailed(error.message ?? null);
    } catch {
      onFailed(null);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}
    >
      <PaymentElement />
      {renderSubmit({ isBusy, isReady: stripe !== null && elements !== null })}
    </form>
  );
}
