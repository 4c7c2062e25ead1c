// Study paths with documents waiting for a consultant's review (issue 28, item 4; the consultants'
// dashboard lists them under "Needs attention"): a document uploaded for a checklist item that has
// no decision since, except accepted or not needed, which stand (domain checklistItemState). One
// row per path, since its oldest such upload; ended paths wait for nobody.
import { terminalApplicationStatuses } from '@studypath/domain';
import { and, asc, count, eq, isNotNull, min, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applications,
  checklistItemReviews,
  documents,
  profiles,
  users,
} from '../../platform/db/schema/index.ts';

export interface PathAwaitingReview {
  /** The path. */
  id: string;
  studentId: string;
  studentEmail: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  since: Date;
}

const unreviewed = (consultantId?: string) =>
  and(
    consultantId === undefined ? undefined : eq(applications.consultantId, consultantId),
    isNotNull(documents.checklistItem),
    notInArray(applications.status, [...terminalApplicationStatuses]),
    sql`not exists (
    select 1 from ${checklistItemReviews}
    where ${checklistItemReviews.applicationId} = ${documents.applicationId}
      and ${checklistItemReviews.itemKey} = ${documents.checklistItem}
      and (${checklistItemReviews.decision} in ('accepted', 'not_needed')
        or ${checklistItemReviews.decidedAt} >= ${documents.createdAt}))`,
  );

export async function findPathsAwaitingDocumentReview(
  db: Database,
  input: { limit: number; consultantId?: string },
): Promise<{ rows: PathAwaitingReview[]; total: number }> {
  const since = min(documents.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: applications.id,
        studentId: applications.userId,
        studentEmail: users.email,
        legalFirstName: profiles.legalFirstName,
        legalLastName: profiles.legalLastName,
        since,
      })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(profiles, eq(profiles.userId, applications.userId))
      .where(unreviewed(input.consultantId))
      .groupBy(
        applications.id,
        applications.userId,
        users.email,
        profiles.legalFirstName,
        profiles.legalLastName,
      )
      .orderBy(asc(since), asc(applications.id))
      .limit(input.limit),
    db
      .select({ total: count(sql`distinct ${documents.applicationId}`) })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(unreviewed(input.consultantId)),
  ]);
  return {
    rows: rows.flatMap((row) => (row.since === null ? [] : [{ ...row, since: row.since }])),
    total: counted?.total ?? 0,
  };
}
