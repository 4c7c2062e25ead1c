// GET /api/admin/stats (part 2 §2 "/admin dashboard", §3 "Admin stats"): the spec's four figures
// and Recent Activity, and alongside them what the dashboard's charts and "needs attention" list
// show (issue 13).
import { z } from 'zod';
import { storedApplicationStatusSchema } from '../applications/application-status.ts';
import { assignedConsultantShape } from '../team/team.schema.ts';

const count = z.int().nonnegative();

/** One of the first five audit events, newest first. */
export const recentActivityItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

/** Why something waits for a consultant. */
export const needsAttentionKinds = [
  /** A study path still new or in review after the 48-hour promise. */
  'path_review',
  /** The student wrote last, no consultant has read it, for more than a business day. */
  'unanswered_message',
  /** An information request the student has not answered yet. */
  'pending_info_request',
  /** A student under 18 whose guardian has not consented for more than 7 days (issue 26). */
  'guardian_consent',
  /**
   * A document uploaded for a study path's checklist item that no consultant has reviewed since
   * (issue 28): one per path, since its oldest such upload.
   */
  'document_review',
  /**
   * A student whose wait for their consultant is past the response-time target (issue 29): one
   * per path, since the wait began, from the recorded waits.
   */
  'overdue_wait',
] as const;
export type NeedsAttentionKind = (typeof needsAttentionKinds)[number];

export const needsAttentionItemSchema = z.object({
  kind: z.enum(needsAttentionKinds),
  /** The path, thread or information request. */
  id: z.string(),
  /** The path concerned: the path itself, or the request's path (null for a general one). */
  applicationId: z.string().nullable(),
  /** The thread, for an unanswered message. */
  threadId: z.string().nullable(),
  studentId: z.string(),
  studentEmail: z.string(),
  /** Legal first and last name, or null when the profile has none. */
  studentName: z.string().nullable(),
  /**
   * ISO 8601: since when it waits (path created, first unanswered message, request sent, first
   * consent invitation since the last decision).
   */
  since: z.string(),
  /** The path's status, for path_review. */
  status: storedApplicationStatusSchema.nullable(),
  /** The thread's subject, for unanswered_message. */
  subject: z.string().nullable(),
  /**
   * ISO 8601: when the student's wait is due (issue 29): the path's open wait plus its target, or
   * `since` plus the firm's target; the list is ordered by it, soonest (most overdue) first.
   */
  dueAt: z.string(),
  ...assignedConsultantShape,
});
export type NeedsAttentionItem = z.infer<typeof needsAttentionItemSchema>;

export const adminStatsSchema = z.object({
  /** Active students: student accounts whose e-mail is verified (they can sign in). */
  totalUsers: count,
  /** Study paths in progress: every status that is not terminal. */
  totalApplications: count,
  totalDocuments: count,
  /** Message threads, open and closed. */
  totalMessages: count,
  recentActivity: z.array(recentActivityItemSchema),
  /** Every status with its number of paths, in the vocabulary's order (legacy ones only if held). */
  pathsByStatus: z.array(z.object({ status: storedApplicationStatusSchema, count })),
  /** The last 12 weeks, oldest first, the current (partial) week last; weeks start Monday, UTC. */
  weekly: z.array(
    z.object({
      /** 'YYYY-MM-DD', a Monday. */
      weekStart: z.string(),
      newStudents: count,
      newPaths: count,
    }),
  ),
  needsAttention: z.object({
    /** Oldest first, at most NEEDS_ATTENTION_LIMIT. */
    items: z.array(needsAttentionItemSchema),
    /** How many there are of each kind in all (the list may be cut). */
    totals: z.object({
      path_review: count,
      unanswered_message: count,
      pending_info_request: count,
      guardian_consent: count,
      document_review: count,
      overdue_wait: count,
    }),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
