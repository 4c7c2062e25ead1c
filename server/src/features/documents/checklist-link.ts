// Which checklist item a new document is for (issue 28): the item the uploader named, or, when
// they named none (the Documents page), the one item its category can only be (a passport, proof
// of funds). A consultant's own item must be one of this path's; a rule's id is kept as named (the
// checklist shows the documents of the items it derives).
import { checklistItemForCategory, customItemIdOf } from '@studypath/domain/checklist';
import type { DocumentCategory } from '@studypath/domain/documents';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { customItemExists } from '../checklist/index.ts';

export async function checklistItemOfUpload(
  db: Database,
  input: {
    applicationId: string | null;
    requested: string | undefined;
    category: DocumentCategory;
  },
): Promise<string | null> {
  if (input.applicationId === null) return null;
  if (input.requested === undefined) return checklistItemForCategory(input.category);
  const customItemId = customItemIdOf(input.requested);
  if (customItemId !== null) {
    const exists = await customItemExists(db, { applicationId: input.applicationId, customItemId });
    if (!exists) throw new AppError('checklist.item_not_found');
  }
  return input.requested;
}
