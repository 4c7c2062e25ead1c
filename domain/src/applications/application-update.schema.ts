// What happened on a study path (part 2 §3), newest first on the details pages: GET
// /api/applications/{id}/updates and the admin's Recent Activity.
import { z } from 'zod';

export const applicationUpdateTypes = [
  'status_change',
  'program_attached',
  'program_removed',
  'document_uploaded',
  'info_requested',
  'note_added',
] as const;
export const applicationUpdateTypeSchema = z.enum(applicationUpdateTypes);
export type ApplicationUpdateType = z.infer<typeof applicationUpdateTypeSchema>;

const updateFields = {
  id: z.string(),
  type: applicationUpdateTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
};

/** The consultants' view: who made the change, by account (part 2 §3 "createdBy (with e-mail)"). */
export const applicationUpdateSchema = z.object({
  ...updateFields,
  /** Null when the system made the change or the account is gone. */
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/**
 * The student's view names who made the change and nothing more (issue 23): a consultant by
 * display name, else legal name, else 'Educational Consultant', as in messages (decision 022);
 * the student by their legal name (null when they gave none). No account id, no e-mail.
 */
export const studentUpdateAuthorSchema = z.object({
  role: z.enum(['admin', 'student']),
  displayName: z.string().nullable(),
});
export type StudentUpdateAuthor = z.infer<typeof studentUpdateAuthorSchema>;

export const studentApplicationUpdateSchema = z.object({
  ...updateFields,
  createdBy: studentUpdateAuthorSchema.nullable(),
});
export type StudentApplicationUpdate = z.infer<typeof studentApplicationUpdateSchema>;

export const studentApplicationUpdateListSchema = z.array(studentApplicationUpdateSchema);
export const adminApplicationUpdateListSchema = z.array(applicationUpdateSchema);

/**
 * GET /api/applications/{id}/updates answers by role. The consultants' view comes first: a union
 * takes the first option that parses, and the student's would strip the e-mail from theirs.
 */
export const applicationUpdateListResponseSchema = z.union([
  adminApplicationUpdateListSchema,
  studentApplicationUpdateListSchema,
]);

/** The student's details page shows 5, then 'And N more updates...'; the admin's shows 10. */
export const STUDENT_RECENT_UPDATES_LIMIT = 5;
export const ADMIN_RECENT_UPDATES_LIMIT = 10;

/** The first `limit` updates and how many more there are. */
export function takeRecentUpdates<Update>(
  updates: readonly Update[],
  limit: number,
): { shown: Update[]; moreCount: number } {
  return { shown: updates.slice(0, limit), moreCount: Math.max(0, updates.length - limit) };
}
