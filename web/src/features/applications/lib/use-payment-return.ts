// Coming back from paying (part 2 §2, §4): the payment screen returns to
// /application/{id}?payment=success. The details page then must not send the student back to
// the payment screen, even though the path may still read unpaid until the payment is recorded,
// and the parameter is taken out of the address (replacing the entry, so Back does not bring it
// back). The page remembers the return for as long as it shows that path. It also asks the server,
// once, to reconcile the payment with the provider (decision 024), so the path reads paid before
// the provider's webhook arrives, and then reads the path again.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReconcilePayment } from '../api/reconcile-payment.ts';

export const PAYMENT_RESULT_PARAM = 'payment';
export const PAYMENT_SUCCESS = 'success';
/** What Stripe adds to the return address; the client secret has no business staying there. */
const PROVIDER_RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
];

/** Whether the student just came back from paying for path `id`. */
export function usePaymentReturn(id: string): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const isReturning = searchParams.get(PAYMENT_RESULT_PARAM) === PAYMENT_SUCCESS;
  const [paidId, setPaidId] = useState<string | null>(isReturning ? id : null);
  if (isReturning && paidId !== id) setPaidId(id);
  const { mutate: reconcile } = useReconcilePayment();
  // The path already reconciled by this page: effects may run twice (StrictMode), the call not.
  const reconciledId = useRef<string | null>(null);

  useEffect(() => {
    if (!isReturning) return;
    if (reconciledId.current !== id) {
      reconciledId.current = id;
      reconcile(id);
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [PAYMENT_RESULT_PARAM, ...PROVIDER_RETURN_PARAMS]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [isReturning, id, reconcile, setSearchParams]);

  return isReturning || paidId === id;
}
