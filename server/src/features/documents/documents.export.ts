// Documents' part of "Download my data" (issue 30, decision 040): every document of the student
// (theirs and the ones a consultant uploaded for them, which they may download too) as their
// Documents page lists it, with the file itself taken into the zip. The portal addresses and the
// storage key are left out: they mean nothing outside the portal.
import type { StudentDocument } from '@studypath/domain';
import type { ExportFileShelf } from '../../platform/ports/export-files.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { toDocument } from './document-views.ts';
import { findDocumentsOfUser } from './documents.queries.ts';

export type ExportedDocument = Omit<StudentDocument, 'downloadUrl' | 'storageKey'> & {
  /** Where the file is inside the zip. */
  fileInExport: string;
};

/** Newest first. */
export async function exportDocumentsOf(
  deps: ServiceDeps,
  studentId: string,
  shelve: ExportFileShelf,
): Promise<ExportedDocument[]> {
  const rows = await findDocumentsOfUser(deps.db, studentId);
  return rows.map((row) => {
    const { downloadUrl: _url, storageKey: _key, ...document } = toDocument(row);
    return {
      ...document,
      fileInExport: shelve({
        key: row.storageKey,
        name: document.fileName,
        sizeBytes: row.fileSize,
      }),
    };
  });
}
