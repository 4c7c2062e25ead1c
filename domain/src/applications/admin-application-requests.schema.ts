// The admin's calls on a study path (part 2 §7): change status, edit notes, close, and the query
// of the Study Paths list. Bodies are strict: an unknown field is a mistake, not something to
// ignore. The list query drops unknown parameters, as query strings pick up extras.
import { z } from 'zod';
import { textSchema } from '../input/text.schema.ts';
import { wholeNumberQuerySchema } from '../input/whole-number.schema.ts';
import { applicationStatusSchema, applicationStatuses } from './application-status.ts';
import { consultantFilterSchema } from '../team/team.schema.ts';

export const NOTES_MAX_LENGTH = 5000;
export const CLOSE_REASON_MAX_LENGTH = 1000;
export const APPLICATION_SEARCH_MAX_LENGTH = 200;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deeper than any real list; keeps OFFSET bounded. */
export const MAX_PAGE = 10_000;

const maxMessage = (max: number) => ({ error: `Must be at most ${max} characters` });

/** PATCH /api/admin/applications/{id}/status: any of the 17, no ordering enforced (§4). */
export const updateApplicationStatusRequestSchema = z.strictObject({
  status: applicationStatusSchema,
});
export type UpdateApplicationStatusRequest = z.infer<typeof updateApplicationStatusRequestSchema>;

/** An empty note clears it (stored as null). */
const notes = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    textSchema({ isMultiline: true })
      .max(NOTES_MAX_LENGTH, maxMessage(NOTES_MAX_LENGTH))
      .nullable(),
  )
  .optional();

/**
 * PATCH /api/admin/applications/{id}/notes. adminNotes are shown to the student, internalNotes
 * never are. A field left out stays as it is; at least one must be sent.
 */
export const updateApplicationNotesRequestSchema = z
  .strictObject({ adminNotes: notes, internalNotes: notes })
  .refine((body) => body.adminNotes !== undefined || body.internalNotes !== undefined, {
    error: 'Send adminNotes, internalNotes or both',
  });
export type UpdateApplicationNotesRequest = z.infer<typeof updateApplicationNotesRequestSchema>;

const REASON_REQUIRED_MESSAGE = 'A reason is required';

/** PATCH /api/admin/applications/{id}/close: the reason the student will read, trimmed. */
export const closeApplicationRequestSchema = z.strictObject({
  reason: textSchema({ isMultiline: true, error: REASON_REQUIRED_MESSAGE })
    .min(1, { error: REASON_REQUIRED_MESSAGE })
    .max(CLOSE_REASON_MAX_LENGTH, maxMessage(CLOSE_REASON_MAX_LENGTH)),
});
export type CloseApplicationRequest = z.infer<typeof closeApplicationRequestSchema>;

/** The Status filter: 'All Status' plus every status. */
export const applicationStatusFilters = ['all', ...applicationStatuses] as const;
export const applicationStatusFilterSchema = z.enum(applicationStatusFilters, {
  error: 'Choose all or one of the statuses',
});
export type ApplicationStatusFilter = z.infer<typeof applicationStatusFilterSchema>;
export const ALL_STATUS_LABEL = 'All Status';

const wholeNumber = wholeNumberQuerySchema;

/** GET /api/admin/applications?search=&status=&page=&pageSize= */
export const adminApplicationListQuerySchema = z.object({
  /** Matches name, e-mail, field of study and intended institutions; blank means no search. */
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema()
      .max(APPLICATION_SEARCH_MAX_LENGTH, maxMessage(APPLICATION_SEARCH_MAX_LENGTH))
      .optional(),
  ),
  status: applicationStatusFilterSchema.default('all'),
  /** "Mine" (me) or everyone's (all, the default) (issue 29). */
  consultant: consultantFilterSchema,
  page: wholeNumber(MAX_PAGE, 1),
  pageSize: wholeNumber(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type AdminApplicationListQuery = z.output<typeof adminApplicationListQuerySchema>;
