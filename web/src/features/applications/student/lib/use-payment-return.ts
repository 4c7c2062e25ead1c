// Coming back from paying (part 2 §2, §4): the payment screen returns to
// /application/{id}?payment=success. The details page then must not send the student back to
// the payment screen, even though the path may still read unpaid until the payment is recorded,
// and the parameter is taken out of the address (replacing the entry, so Back does not bring it
// back). The page remembers the return for as long as it shows that path. It also asks the server,
// once, to reconcile the payment with the provider (decision 024), so the path reads paid before
// the provider's webhook arrives (its answer goes into the cache: the package shows at once), and
// then reads the path again. Once the path reads paid (in the reconcile's answer, or in a later
// read) the student is told so with a toast (issue 24), unless the payment screen already did (a
// free package's toast, carried in the navigation state).
import type { Application, PackageTier } from '@studypath/domain/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { showToast } from '../../../../lib/toast.tsx';
import { applicationQueryKey, useApplication } from '../api/get-application.ts';
import { useReconcilePayment } from '../api/reconcile-payment.ts';

export const PAYMENT_RESULT_PARAM = 'payment';
export const PAYMENT_SUCCESS = 'success';
/** What Stripe adds to the return address; the client secret has no business staying there. */
const PROVIDER_RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
];

/** The payment screen's navigation state when its own toast already announced the package. */
function isPaymentAnnounced(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'isPaymentAnnounced' in state &&
    state.isPaymentAnnounced === true
  );
}

/** Whether the student just came back from paying for path `id`. */
export function usePaymentReturn(id: string): boolean {
  const { t } = useTranslation('applications');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isReturning = searchParams.get(PAYMENT_RESULT_PARAM) === PAYMENT_SUCCESS;
  const [paidId, setPaidId] = useState<string | null>(isReturning ? id : null);
  if (isReturning && paidId !== id) setPaidId(id);
  const { mutate: reconcile } = useReconcilePayment();
  // The path already reconciled by this page: effects may run twice (StrictMode), the call not.
  const reconciledId = useRef<string | null>(null);
  // The path whose payment the student is still to be told about once it reads paid: set when
  // the reconcile answered without it (the webhook records it later). Not before the answer: an
  // upgrade's path reads paid with its old package until then.
  const awaitedId = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const application = useApplication(id).data;
  const shouldAnnounce = !isPaymentAnnounced(location.state);

  const announce = useCallback(
    (tier: PackageTier) =>
      showToast({
        variant: 'success',
        title: t('toasts.paid.title'),
        message: t('toasts.paid.message', { name: t(`details.payment.tiers.${tier}`) }),
      }),
    [t],
  );

  useEffect(() => {
    if (!isReturning) return;
    if (reconciledId.current !== id) {
      reconciledId.current = id;
      reconcile(id, {
        onSuccess: (answer) => {
          if (!shouldAnnounce) return;
          // The path was read again after the answer: that read is the newer one.
          const latest = queryClient.getQueryData<Application>(applicationQueryKey(id)) ?? answer;
          if (latest.paymentStatus === 'paid' && latest.packageTier) announce(latest.packageTier);
          else awaitedId.current = id;
        },
        onError: () => {
          if (shouldAnnounce) awaitedId.current = id;
        },
      });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [PAYMENT_RESULT_PARAM, ...PROVIDER_RETURN_PARAMS]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [isReturning, id, reconcile, setSearchParams, shouldAnnounce, announce, queryClient]);

  const paidTier =
    application?.id === id && application.paymentStatus === 'paid' ? application.packageTier : null;
  useEffect(() => {
    if (awaitedId.current !== id || !paidTier) return;
    awaitedId.current = null;
    announce(paidTier);
  }, [id, paidTier, announce]);

  return isReturning || paidId === id;
}
