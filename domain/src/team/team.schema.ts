// The consultant team's answers and requests (issue 29): the firm's settings, each consultant's
// own email nudges, a path's assignment and wait, the team view, the student's consultant.
import { z } from 'zod';
import { recordIdSchema } from '../input/record-id.schema.ts';

const count = z.int().nonnegative();
/** A duration in whole milliseconds. */
const durationMs = z.int().nonnegative();

export const DEFAULT_TARGET_MINUTES = 48 * 60;
export const DEFAULT_COMPLEX_TARGET_MINUTES = 72 * 60;
/** A target from one minute (a trial run) to 30 days. */
export const MIN_TARGET_MINUTES = 1;
export const MAX_TARGET_MINUTES = 30 * 24 * 60;
/** The window of the team's and each consultant's answer-time figures. */
export const ANSWER_TIME_WINDOW_DAYS = 30;
/** Nudge emails: at most one per consultant in this many minutes. */
export const NUDGE_INTERVAL_MINUTES = 15;

const targetMinutesSchema = z
  .int({ error: 'Enter a whole number of minutes' })
  .min(MIN_TARGET_MINUTES, { error: `Must be at least ${MIN_TARGET_MINUTES} minute` })
  .max(MAX_TARGET_MINUTES, { error: 'Must be at most 30 days' });

/** The firm's settings, one for the whole installation. */
export const firmSettingsSchema = z.object({
  /** New paths go to the consultant with the fewest open paths; off: the creator's choice. */
  autoAssign: z.boolean(),
  /** The response-time target (default 48 hours). */
  targetMinutes: targetMinutesSchema,
  /** The target for paths a consultant marks complex (default 72 hours). */
  complexTargetMinutes: targetMinutesSchema,
});
export type FirmSettings = z.infer<typeof firmSettingsSchema>;

/** The signed-in consultant's own email nudges. */
export const nudgeSettingsSchema = z.object({
  /** At most one email per 15 minutes listing what their students did. */
  activityEmails: z.boolean(),
  /** A morning digest of what is overdue or due today. */
  digestEmails: z.boolean(),
});
export type NudgeSettings = z.infer<typeof nudgeSettingsSchema>;

/** GET /api/admin/team/settings */
export const teamSettingsResponseSchema = z.object({
  firm: firmSettingsSchema,
  mine: nudgeSettingsSchema,
});
export type TeamSettingsResponse = z.infer<typeof teamSettingsResponseSchema>;

/** PATCH /api/admin/team/settings: any part of either; the answer is the whole. */
export const updateTeamSettingsRequestSchema = z
  .object({
    firm: firmSettingsSchema.partial().optional(),
    mine: nudgeSettingsSchema.partial().optional(),
  })
  .strict();
export type UpdateTeamSettingsRequest = z.infer<typeof updateTeamSettingsRequestSchema>;

/** A student's open wait for their consultant (null when it is the student's move or none). */
export const openWaitSchema = z.object({
  /** ISO 8601: when the consultant's move began. */
  startedAt: z.string(),
  /** ISO 8601: startedAt plus the path's target. */
  dueAt: z.string(),
  targetMinutes: count,
});
export type OpenWait = z.infer<typeof openWaitSchema>;

/** GET /api/admin/applications/{id}/assignment: who holds the path, and the student's wait. */
export const pathAssignmentSchema = z.object({
  applicationId: z.string(),
  consultantId: z.string().nullable(),
  consultantName: z.string().nullable(),
  /** ISO 8601: when the path went to its consultant. */
  assignedAt: z.string().nullable(),
  /** A complex case: the longer target applies. */
  isComplex: z.boolean(),
  wait: openWaitSchema.nullable(),
});
export type PathAssignment = z.infer<typeof pathAssignmentSchema>;

/** PUT /api/admin/applications/{id}/assignment: reassign, mark complex, or both. */
export const updatePathAssignmentRequestSchema = z
  .object({
    consultantId: recordIdSchema.optional(),
    isComplex: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .strict()
  .refine((body) => body.consultantId !== undefined || body.isComplex !== undefined, {
    error: 'Give consultantId or isComplex',
  });
export type UpdatePathAssignmentRequest = z.infer<typeof updatePathAssignmentRequestSchema>;

/** One consultant (an administrator) in the team view. */
export const teamMemberSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  /** Paths assigned to them that have not ended. */
  openPaths: count,
  /** Their paths whose student has waited past the target. */
  overdueNow: count,
  /** Waits they answered in the last 30 days. */
  answered: count,
  /** Nearest-rank median and 90th percentile of those answer times; null with none. */
  medianAnswerMs: durationMs.nullable(),
  p90AnswerMs: durationMs.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/admin/team */
export const teamViewSchema = z.object({
  consultants: z.array(teamMemberSchema),
  /** The team's answer times by week (12 weeks, oldest first; weeks start Monday, UTC). */
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      answered: count,
      medianAnswerMs: durationMs.nullable(),
      p90AnswerMs: durationMs.nullable(),
    }),
  ),
  /** Paths no consultant holds (automatic assignment off, nobody chose yet). */
  unassignedPaths: count,
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** GET /api/admin/team/my-counts: the sidebar's figures, the signed-in consultant's own. */
export const myCountsSchema = z.object({
  /** Their paths waiting on them. */
  applications: count,
  /** Their students' threads where the student wrote last. */
  messages: count,
  /** Their students' information requests still pending. */
  infoRequests: count,
  /** Their paths' documents awaiting review. */
  documents: count,
});
export type MyCounts = z.infer<typeof myCountsSchema>;

/** GET /api/applications/{id}/consultant: who looks after the student's path. */
export const studentConsultantSchema = z
  .object({
    displayName: z.string(),
    /** Their median answer time over the last 30 days (the firm's when they have none). */
    typicalAnswerMs: durationMs.nullable(),
  })
  .nullable();
export type StudentConsultant = z.infer<typeof studentConsultantSchema>;

/** Lists that open on "Mine": ?consultant=me; all (the default) lists everyone's. */
export const consultantFilterSchema = z
  .enum(['me', 'all'], { error: 'Choose me or all' })
  .default('all');
export type ConsultantFilter = z.infer<typeof consultantFilterSchema>;

/** DELETE /api/admin/users/{id} and demotion: where the leaving consultant's paths go. */
export const pathHandoverSchema = z.object({
  /** An administrator who takes every path; absent: shared out by caseload. */
  reassignTo: recordIdSchema.optional(),
});
export type PathHandover = z.infer<typeof pathHandoverSchema>;

/**
 * On every consultant's list row (paths, threads, requests, documents): the consultant holding
 * the path, or the student's newest path for what belongs to no path; null when nobody holds it.
 */
export const assignedConsultantShape = {
  consultantId: z.string().nullable(),
  /** Their display name, else their e-mail. */
  consultantName: z.string().nullable(),
};
