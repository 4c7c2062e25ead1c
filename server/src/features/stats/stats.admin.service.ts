// The consultants' dashboard (part 2 §2 "/admin dashboard", §3 "Admin stats"; issue 13): the four
// cards, Recent Activity, the charts' figures and what needs attention. The screen polls every
// 10 s or refetches on live events: the figures with no clock in them are shared by the
// consultants until anything is announced (decision 044), what needs attention is counted on every
// request, and the weekly chart's finished weeks are kept longer (weekly-growth.ts).
// bench:admin-console times the whole answer against its 100 ms goal with 10,000 students and
// 200,000 audit rows (decision 039).
import type { AdminStats, NeedsAttentionItem, NeedsAttentionKind } from '@studypath/domain';
import {
  applicationStatuses,
  guardianConsentCutoff,
  NEEDS_ATTENTION_LIMIT,
  pathReviewCutoff,
  RECENT_ACTIVITY_LIMIT,
  recentWeekStarts,
  storedApplicationStatusSchema,
  terminalApplicationStatuses,
  unansweredMessageCutoff,
} from '@studypath/domain';
import type { Database } from '../../platform/db/client.ts';
import type { SharedAnswers } from '../../platform/events/shared-answers.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findRecentAuditLogs } from '../audit/index.ts';
import { findPathsAwaitingDocumentReview } from '../checklist/index.ts';
import { findMinorsWaitingForConsent } from '../guardians/index.ts';
import { findOverdueWaits, findStudentStandings, getFirmSettings } from '../team/index.ts';
import {
  findPathsAwaitingReview,
  findPendingInfoRequests,
  findUnansweredThreads,
  type WaitingRow,
} from './needs-attention.queries.ts';
import { countDashboardTotals, countPathsByStatus } from './stats.queries.ts';
import { weeklyGrowth } from './weekly-growth.ts';

/** Every current status in the vocabulary's order, then any legacy status still held. */
function pathsByStatusOf(rows: { status: string; count: number }[]): AdminStats['pathsByStatus'] {
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  const current = applicationStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const legacy = rows.flatMap((row) => {
    const parsed = storedApplicationStatusSchema.safeParse(row.status);
    const isLegacy =
      parsed.success && !(applicationStatuses as readonly string[]).includes(parsed.data);
    return isLegacy ? [{ status: parsed.data, count: row.count }] : [];
  });
  return [...current, ...legacy];
}

/** Paths not ended (legacy statuses count as in progress): one pass over paths serves both. */
function pathsInProgressOf(rows: { status: string; count: number }[]): number {
  const ended: readonly string[] = terminalApplicationStatuses;
  return rows.reduce((sum, row) => (ended.includes(row.status) ? sum : sum + row.count), 0);
}

function studentName(row: WaitingRow): string | null {
  const name = [row.legalFirstName, row.legalLastName]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
  return name === '' ? null : name;
}

type WaitingItem = Omit<NeedsAttentionItem, 'dueAt' | 'consultantId' | 'consultantName'>;

function waitingItem(
  kind: NeedsAttentionKind,
  row: WaitingRow,
  extra: Pick<NeedsAttentionItem, 'applicationId' | 'threadId' | 'status' | 'subject'>,
): WaitingItem {
  return {
    kind,
    id: row.id,
    studentId: row.studentId,
    studentEmail: row.studentEmail,
    studentName: studentName(row),
    since: row.since.toISOString(),
    ...extra,
  };
}

async function findNeedsAttention(
  deps: ServiceDeps,
  now: Date,
): Promise<AdminStats['needsAttention']> {
  const limit = NEEDS_ATTENTION_LIMIT;
  const settings = await getFirmSettings(deps.db);
  const [paths, threads, requests, minors, reviews, overdue] = await Promise.all([
    findPathsAwaitingReview(deps.db, { cutoff: pathReviewCutoff(now), limit }),
    findUnansweredThreads(deps.db, { cutoff: unansweredMessageCutoff(now), limit }),
    findPendingInfoRequests(deps.db, { limit }),
    findMinorsWaitingForConsent(deps.db, { cutoff: guardianConsentCutoff(now), now, limit }),
    findPathsAwaitingDocumentReview(deps.db, { limit }),
    findOverdueWaits(deps.db, { settings, now, limit }),
  ]);
  const items: WaitingItem[] = [
    ...overdue.rows.map((row) =>
      waitingItem(
        'overdue_wait',
        { ...row, id: row.applicationId, since: row.startedAt },
        {
          applicationId: row.applicationId,
          threadId: null,
          status: storedApplicationStatusSchema.safeParse(row.status).data ?? null,
          subject: null,
        },
      ),
    ),
    ...paths.rows.map((row) =>
      waitingItem('path_review', row, {
        applicationId: row.id,
        threadId: null,
        status: storedApplicationStatusSchema.safeParse(row.status).data ?? null,
        subject: null,
      }),
    ),
    ...threads.rows.map((row) =>
      waitingItem('unanswered_message', row, {
        applicationId: null,
        threadId: row.id,
        status: null,
        subject: row.subject,
      }),
    ),
    ...requests.rows.map((row) =>
      waitingItem('pending_info_request', row, {
        applicationId: row.applicationId,
        threadId: null,
        status: null,
        subject: null,
      }),
    ),
    ...minors.rows.map((row) =>
      waitingItem('guardian_consent', row, {
        applicationId: null,
        threadId: null,
        status: null,
        subject: null,
      }),
    ),
    ...reviews.rows.map((row) =>
      waitingItem('document_review', row, {
        applicationId: row.id,
        threadId: null,
        status: null,
        subject: null,
      }),
    ),
  ];
  // Ordered by when each is due (issue 29): the student's open wait's due time, else since plus
  // the firm's target; the most overdue first.
  const standings = await findStudentStandings(deps.db, settings, [
    ...new Set(items.map((item) => item.studentId)),
  ]);
  const targetMs = settings.targetMinutes * 60_000;
  const dated: NeedsAttentionItem[] = items.map((item) => {
    const standing = standings.get(item.studentId);
    const dueAt = standing?.waitDueAt ?? new Date(Date.parse(item.since) + targetMs);
    return {
      ...item,
      dueAt: dueAt.toISOString(),
      consultantId: standing?.consultantId ?? null,
      consultantName: standing?.consultantName ?? null,
    };
  });
  dated.sort(
    (a, b) =>
      a.dueAt.localeCompare(b.dueAt) || a.since.localeCompare(b.since) || a.id.localeCompare(b.id),
  );
  return {
    items: dated.slice(0, limit),
    totals: {
      path_review: paths.total,
      unanswered_message: threads.total,
      pending_info_request: requests.total,
      guardian_consent: minors.total,
      document_review: reviews.total,
      overdue_wait: overdue.total,
    },
  };
}

/**
 * The figures with no clock in them: the cards, Recent Activity, the paths by status and the
 * chart (its weeks are in the key). The same for every consultant, so shared until anything is
 * announced (decision 044); what needs attention is counted on each request, as time makes it.
 */
async function countDashboardFigures(db: Database, weeks: Date[], firstWeek: Date) {
  const [totals, recent, byStatus, growth] = await Promise.all([
    countDashboardTotals(db),
    findRecentAuditLogs(db, RECENT_ACTIVITY_LIMIT),
    countPathsByStatus(db),
    weeklyGrowth(db, { from: firstWeek, weeks: weeks.length }),
  ]);
  return {
    totalUsers: totals.activeStudents,
    totalApplications: pathsInProgressOf(byStatus),
    totalDocuments: totals.documents,
    totalMessages: totals.messageThreads,
    recentActivity: recent.map((row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      userEmail: row.userEmail,
      createdAt: row.createdAt.toISOString(),
    })),
    pathsByStatus: pathsByStatusOf(byStatus),
    weekly: weeks.map((start, index) => ({
      weekStart: start.toISOString().slice(0, 10),
      newStudents: growth.students.get(index) ?? 0,
      newPaths: growth.paths.get(index) ?? 0,
    })),
  } satisfies Omit<AdminStats, 'needsAttention'>;
}

export async function getAdminStats(
  deps: ServiceDeps,
  sharedAnswers: SharedAnswers,
): Promise<AdminStats> {
  const now = deps.now();
  const weeks = recentWeekStarts(now);
  const firstWeek = weeks[0] ?? now;
  const [figures, needsAttention] = await Promise.all([
    sharedAnswers.get(`dashboard-figures ${firstWeek.toISOString()}`, () =>
      countDashboardFigures(deps.db, weeks, firstWeek),
    ),
    findNeedsAttention(deps, now),
  ]);
  return { ...figures, needsAttention };
}
