// Coming back from paying (part 2 §2, §4): the payment screen returns to
// /application/{id}?payment=success. The details page then must not send the student back to
// the payment screen, even though the path may still read unpaid until the payment is recorded,
// and the parameter is taken out of the address (replacing the entry, so Back does not bring it
// back). The page remembers the return for as long as it shows that path.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applicationQueryKey } from '../api/get-application.ts';

export const PAYMENT_RESULT_PARAM = 'payment';
export const PAYMENT_SUCCESS = 'success';

/** Whether the student just came back from paying for path `id`. */
export function usePaymentReturn(id: string): boolean {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const isReturning = searchParams.get(PAYMENT_RESULT_PARAM) === PAYMENT_SUCCESS;
  const [paidId, setPaidId] = useState<string | null>(isReturning ? id : null);
  if (isReturning && paidId !== id) setPaidId(id);

  useEffect(() => {
    if (!isReturning) return;
    // Data cached before paying is out of date; a first visit is being fetched anyway.
    if (queryClient.getQueryData(applicationQueryKey(id)) !== undefined) {
      void queryClient.invalidateQueries({ queryKey: applicationQueryKey(id), exact: true });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isReturning, id, queryClient, setSearchParams]);

  return isReturning || paidId === id;
}
