// Documents as the API answers them and the calls that make them (part 2 §3, §7).
import { z } from 'zod';
import { pagedListSchema } from '../applications/application.schema.ts';
import { checklistItemKeySchema } from '../checklist/checklist-item-key.ts';
import { recordIdSchema } from '../input/record-id.schema.ts';
import { textSchema } from '../input/text.schema.ts';
import { wholeNumberQuerySchema } from '../input/whole-number.schema.ts';
import { documentCategories, documentCategorySchema } from './document-categories.ts';
import {
  DOCUMENT_FILE_NAME_MAX_LENGTH,
  documentMimeTypes,
  STUDENT_DOCUMENT_MAX_BYTES,
} from './document-files.ts';
import { assignedConsultantShape, consultantFilterSchema } from '../team/team.schema.ts';

/** The student's view (GET /api/documents, GET /api/applications/{id}/documents). */
export const documentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  storageKey: z.string(),
  category: z.enum(documentCategories),
  mimeType: z.string(),
  /** Bytes. */
  fileSize: z.int().nonnegative(),
  createdAt: z.string(),
  uploadedByAdmin: z.boolean(),
  /** The id of whoever uploaded it (the student or a consultant). */
  uploadedBy: z.string(),
  userId: z.string(),
  applicationId: z.string().nullable(),
  /** A portal address that checks who asks on every request (or a short-lived storage URL). */
  downloadUrl: z.string(),
});
export type StudentDocument = z.infer<typeof documentSchema>;
export const documentListResponseSchema = z.array(documentSchema);

/** The consultant's view adds who owns it and whether the stored file is still there. */
export const adminDocumentSchema = documentSchema.extend({
  accessible: z.boolean(),
  user: z.object({ email: z.string() }),
  profile: z
    .object({ legalFirstName: z.string().nullable(), legalLastName: z.string().nullable() })
    .nullable(),
  ...assignedConsultantShape,
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentListResponseSchema = pagedListSchema(adminDocumentSchema);
export type AdminDocumentListResponse = z.infer<typeof adminDocumentListResponseSchema>;
export const adminDocumentArrayResponseSchema = z.array(adminDocumentSchema);

/** POST /api/objects/upload answers where to PUT the file and the key to register it under. */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string(), storageKey: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** POST /api/documents: the file already PUT to storage is registered as a document. */
export const createDocumentRequestSchema = z.strictObject({
  fileName: textSchema({ error: 'File name is required' })
    .trim()
    .min(1, { error: 'File name is required' })
    .max(DOCUMENT_FILE_NAME_MAX_LENGTH, {
      error: `Must be at most ${DOCUMENT_FILE_NAME_MAX_LENGTH} characters`,
    }),
  storageKey: textSchema({ error: 'Invalid storage key' }).max(200, {
    error: 'Invalid storage key',
  }),
  category: documentCategorySchema,
  mimeType: z.enum(documentMimeTypes, {
    error: 'Only PDF, DOC, DOCX, JPG, JPEG and PNG files can be uploaded',
  }),
  fileSize: z
    .int({ error: 'Must be a whole number of bytes' })
    .min(1, { error: 'The file is empty' })
    .max(STUDENT_DOCUMENT_MAX_BYTES, { error: 'The file is larger than 20MB' }),
  /**
   * The study path checklist item it is uploaded for (issue 28). Left out: a passport or a
   * financial document goes to its one item (checklistItemForCategory), anything else to none.
   */
  checklistItemId: checklistItemKeySchema.optional(),
});
export type CreateDocumentRequest = z.infer<typeof createDocumentRequestSchema>;

export const DOCUMENT_SEARCH_MAX_LENGTH = 200;

/** GET /api/admin/documents?search=&category=&page=&pageSize= */
export const adminDocumentListQuerySchema = z.object({
  /** File name, student email or name; blank means no search. */
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema()
      .max(DOCUMENT_SEARCH_MAX_LENGTH, {
        error: `Must be at most ${DOCUMENT_SEARCH_MAX_LENGTH} characters`,
      })
      .optional(),
  ),
  category: z
    .enum(['all', ...documentCategories], { error: 'Choose all or one of the categories' })
    .default('all'),
  /** "Mine" (me) or everyone's (all, the default) (issue 29). */
  consultant: consultantFilterSchema,
  page: wholeNumberQuerySchema(100_000, 1),
  pageSize: wholeNumberQuerySchema(100, 20),
});
export type AdminDocumentListQuery = z.output<typeof adminDocumentListQuerySchema>;

/** The multipart fields of POST /api/admin/documents/upload (the file travels beside them). */
export const adminDocumentUploadFieldsSchema = z.object({
  category: documentCategorySchema,
  userId: recordIdSchema,
  applicationId: recordIdSchema.optional(),
  /** The checklist item it is uploaded for, as in POST /api/documents (issue 28). */
  checklistItemId: checklistItemKeySchema.optional(),
});
export type AdminDocumentUploadFields = z.infer<typeof adminDocumentUploadFieldsSchema>;
