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
// the removed documents' files go once it has committed. Payments and documents do their part
// through the study-path participants (platform/ports, decision 034), unknown to this file.
import type { Database } from '../../platform/db/client.ts';
import type { ApplicationRow } from '../../platform/db/schema/index.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishLiveEvent } from '../../platform/events/live-events.ts';
import {
  tellStudyPathDeleting,
  type StudyPathParticipant,
} from '../../platform/ports/study-path-participants.ts';
import { deleteApplicationById } from './applications.queries.ts';

export interface StudyPathDeletion {
  /** Reads and locks the path (FOR UPDATE) in the transaction; throws the caller's 404. */
  lockApplication: (tx: Database) => Promise<ApplicationRow>;
  /** The student deleting their own path, or the consultant deleting any. */
  actor: { userId: string; isStudent: boolean };
  ip: string;
}

export type StudyPathDeletionDeps = ServiceDeps & {
  /** Payments and documents, in that order: the payments' refusal comes before any work. */
  studyPathParticipants: readonly StudyPathParticipant[];
};

export async function deleteStudyPath(
  deps: StudyPathDeletionDeps,
  input: StudyPathDeletion,
): Promise<void> {
  const { actor } = input;
  const afterCommit = await deps.db.transaction(async (tx) => {
    const application = await input.lockApplication(tx);
    const shares = await tellStudyPathDeleting(deps.studyPathParticipants, {
      tx,
      application,
      byStudent: actor.isStudent,
    });
    await deleteApplicationById(tx, application.id);
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'application_delete',
        userId: actor.userId,
        entityType: 'application',
        entityId: application.id,
        ipAddress: input.ip,
        details: {
          ...(actor.isStudent ? { byStudent: true } : { studentId: application.userId }),
          status: application.status,
          ...shares.details,
        },
      },
    );
    await publishLiveEvent(tx, {
      kind: 'applications',
      id: application.id,
      applicationId: application.id,
      studentId: application.userId,
    });
    return shares.afterCommit;
  });
  await afterCommit();
}
