// Deleting a study path, by its student or by a consultant: one set of steps for both (issue 23,
// decision 031). What goes and what outlives the path:
// - updates and program links go with it (ON DELETE CASCADE);
// - payment rows never go: they keep the path's id and title (payments.deleted_application_*) as
//   the consultants' and the tax records, and a student cannot delete a path that holds a payment
//   (409 path_holds_payment; a consultant can, e.g. a path opened twice by mistake);
// - a document a consultant uploaded stays in the student's documents, detached from the path,
//   with its seven-year retention: the student cannot delete it on its own either;
// - the student's own documents go when the student deletes the path (as deleting each of them
//   would), and stay, detached, when a consultant deletes it: the student did not ask.
// - pending payments are cancelled (a deleted path buys nothing), their intents with the provider
//   once the deletion committed; a success arriving anyway is refunded (decision 024).
// Rows change in one transaction with the audit row, which names what was kept and what removed;
// the removed documents' files go once it has committed.
import { studyPathTitle } from '@studypath/domain';
import type { Database } from '../../db/client.ts';
import type { ApplicationRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/object-storage.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { removeObjectsAfterCommit } from '../documents/document-deps.ts';
import {
  detachDocuments,
  findDocumentsOnApplication,
} from '../documents/document-detach.queries.ts';
import { publishDocumentChange, publishLiveEvent } from '../events/live-events.ts';
import {
  hasRecordedPayment,
  keepPaymentsOfDeletedApplication,
} from '../payments/payment-records.queries.ts';
import {
  cancelIntentsAfterCommit,
  cancelPendingPaymentsOfPath,
  type IntentCancellationDeps,
} from '../payments/pending-payments.ts';
import { deleteApplicationById } from './applications.queries.ts';

export interface StudyPathDeletion {
  /** Reads and locks the path (FOR UPDATE) in the transaction; throws the caller's 404. */
  lockPath: (tx: Database) => Promise<ApplicationRow>;
  /** The student deleting their own path, or the consultant deleting any. */
  actor: { userId: string; isStudent: boolean };
  ip: string;
}

export type StudyPathDeletionDeps = ServiceDeps & {
  storage: ObjectStorage;
  paymentIntents: IntentCancellationDeps;
};

export async function deleteStudyPath(
  deps: StudyPathDeletionDeps,
  input: StudyPathDeletion,
): Promise<void> {
  const { actor } = input;
  const { removedKeys, canceledPayments } = await deps.db.transaction(async (tx) => {
    const path = await input.lockPath(tx);
    // Read after the path's lock, which every payment change takes first: a payment that
    // succeeded before is seen, one succeeding now waits for this transaction.
    if (actor.isStudent && (await hasRecordedPayment(tx, path.id))) {
      throw new AppError('path_holds_payment');
    }
    const onPath = await findDocumentsOnApplication(tx, path.id);
    const kept = onPath.filter((document) => document.uploadedByAdmin || !actor.isStudent);
    const removed = onPath.filter((document) => !kept.includes(document));
    await detachDocuments(
      tx,
      kept.map((document) => document.id),
    );
    const canceledPayments = await cancelPendingPaymentsOfPath(tx, path.id);
    const keptPaymentIds = await keepPaymentsOfDeletedApplication(tx, {
      id: path.id,
      title: studyPathTitle(path),
    });
    await deleteApplicationById(tx, path.id);
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'application_delete',
        userId: actor.userId,
        entityType: 'application',
        entityId: path.id,
        ipAddress: input.ip,
        details: {
          ...(actor.isStudent ? { byStudent: true } : { studentId: path.userId }),
          status: path.status,
          documentsRemoved: removed.length,
          removedDocumentIds: removed.map((document) => document.id),
          keptDocumentIds: kept.map((document) => document.id),
          keptPaymentIds,
        },
      },
    );
    await publishLiveEvent(tx, {
      kind: 'applications',
      id: path.id,
      applicationId: path.id,
      studentId: path.userId,
    });
    // The student's documents list changed too: some left it, the rest lost their path.
    for (const document of onPath) {
      await publishDocumentChange(tx, {
        id: document.id,
        userId: path.userId,
        applicationId: path.id,
      });
    }
    return { removedKeys: removed.map((document) => document.storageKey), canceledPayments };
  });
  await removeObjectsAfterCommit(deps.storage, removedKeys);
  await cancelIntentsAfterCommit(deps.paymentIntents, canceledPayments);
}
