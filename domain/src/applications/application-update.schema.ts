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

export const applicationUpdateSchema = z.object({
  id: z.string(),
  type: applicationUpdateTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** Who made the change; null when the system did or the account is gone. */
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

export const applicationUpdateListResponseSchema = z.array(applicationUpdateSchema);

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
