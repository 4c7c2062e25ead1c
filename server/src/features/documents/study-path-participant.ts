// Documents' part when a study path is deleted (the platform port, decision 034; decision 031): a
// document a consultant uploaded stays in the student's documents, detached from the path; the
// student's own go when the student deletes the path (ON DELETE CASCADE, when the path's row
// goes) and stay, detached, when a consultant deletes it. The removed files go after the commit.
import type { StudyPathParticipant } from '../../platform/ports/study-path-participants.ts';
import { publishDocumentChange } from '../../platform/events/live-events.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { removeObjectsAfterCommit } from '../../platform/storage/remove-objects.ts';
import { detachDocuments, findDocumentsOnApplication } from './document-detach.queries.ts';

export function documentsStudyPathParticipant(storage: ObjectStorage): StudyPathParticipant {
  return {
    async deleting({ tx, application, byStudent }) {
      const onPath = await findDocumentsOnApplication(tx, application.id);
      const kept = onPath.filter((document) => document.uploadedByAdmin || !byStudent);
      const removed = onPath.filter((document) => !kept.includes(document));
      await detachDocuments(
        tx,
        kept.map((document) => document.id),
      );
      // The student's documents list changed: some left it, the rest lost their path.
      for (const document of onPath) {
        await publishDocumentChange(tx, {
          id: document.id,
          userId: application.userId,
          applicationId: application.id,
        });
      }
      const removedKeys = removed.map((document) => document.storageKey);
      return {
        details: {
          documentsRemoved: removed.length,
          removedDocumentIds: removed.map((document) => document.id),
          keptDocumentIds: kept.map((document) => document.id),
        },
        afterCommit: () => removeObjectsAfterCommit(storage, removedKeys),
      };
    },
  };
}
