// Payments' part when a study path ends or is deleted (the platform port, decision 034): an ended
// or deleted path buys nothing, so its pending payments are cancelled in the transaction and their
// intents with the provider after the commit (decision 024); a deleted path's recorded payments
// stay, with its id and title copied onto them, and a student cannot delete a path that holds one
// (decision 031).
import { studyPathTitle } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { StudyPathParticipant } from '../../platform/ports/study-path-participants.ts';
import { hasRecordedPayment, keepPaymentsOfDeletedApplication } from './payment-records.queries.ts';
import {
  cancelIntentsAfterCommit,
  cancelPendingPaymentsOfPath,
  type IntentCancellationDeps,
} from './pending-payments.ts';

export function paymentsStudyPathParticipant(deps: IntentCancellationDeps): StudyPathParticipant {
  return {
    async ended({ tx, application }) {
      const canceled = await cancelPendingPaymentsOfPath(tx, application.id);
      return () => cancelIntentsAfterCommit(deps, canceled);
    },
    async deleting({ tx, application, byStudent }) {
      // Read after the path's lock, which every payment change takes first: a payment that
      // succeeded before is seen, one succeeding now waits for this transaction.
      if (byStudent && (await hasRecordedPayment(tx, application.id))) {
        throw new AppError('path_holds_payment');
      }
      const canceled = await cancelPendingPaymentsOfPath(tx, application.id);
      const keptPaymentIds = await keepPaymentsOfDeletedApplication(tx, {
        id: application.id,
        title: studyPathTitle(application),
      });
      return {
        details: { keptPaymentIds },
        afterCommit: () => cancelIntentsAfterCommit(deps, canceled),
      };
    },
  };
}
