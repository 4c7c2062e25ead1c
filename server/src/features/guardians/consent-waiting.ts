// Minors waiting for their guardian's consent (issue 26, item 7), for the consultants' "Needs
// Attention": students under 18 whose latest decision is not a consent and whose first link since
// that decision went out at or before `cutoff` (7 days ago). The age rule runs here, in the
// domain's code, rather than in SQL, so it never disagrees with the gate; the candidates are the
// students with a link and no standing consent, a short list in any real firm.
import { isMinor } from '@studypath/domain';
import { and, asc, desc, eq, gt, isNull, lte, min, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  guardianConsents,
  guardianInvitations,
  profiles,
  users,
} from '../../platform/db/schema/index.ts';

export interface ConsentWaitingRow {
  /** The student's id (the item's id too: one item per student). */
  id: string;
  studentId: string;
  studentEmail: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  since: Date;
}

export async function findMinorsWaitingForConsent(
  db: Database,
  input: { cutoff: Date; now: Date; limit: number },
): Promise<{ rows: ConsentWaitingRow[]; total: number }> {
  const lastDecisions = db.$with('last_decisions').as(
    db
      .selectDistinctOn([guardianConsents.studentId], {
        studentId: guardianConsents.studentId,
        decision: guardianConsents.decision,
        decidedAt: guardianConsents.decidedAt,
      })
      .from(guardianConsents)
      .orderBy(guardianConsents.studentId, desc(guardianConsents.decidedAt), desc(sql`ctid`)),
  );
  const waiting = db.$with('waiting').as(
    db
      .with(lastDecisions)
      .select({
        studentId: guardianInvitations.studentId,
        since: min(guardianInvitations.sentAt).as('since'),
      })
      .from(guardianInvitations)
      .leftJoin(lastDecisions, eq(lastDecisions.studentId, guardianInvitations.studentId))
      .where(
        or(
          isNull(lastDecisions.studentId),
          and(
            ne(lastDecisions.decision, 'consented'),
            gt(guardianInvitations.sentAt, lastDecisions.decidedAt),
          ),
        ),
      )
      .groupBy(guardianInvitations.studentId),
  );
  const candidates = await db
    .with(waiting)
    .select({
      id: waiting.studentId,
      studentId: waiting.studentId,
      studentEmail: users.email,
      legalFirstName: profiles.legalFirstName,
      legalLastName: profiles.legalLastName,
      dateOfBirth: profiles.dateOfBirth,
      since: waiting.since,
    })
    .from(waiting)
    .innerJoin(users, eq(users.id, waiting.studentId))
    .leftJoin(profiles, eq(profiles.userId, waiting.studentId))
    .where(
      // An aggregate's alias carries no column type: the instant goes as text, or the PostgreSQL
      // driver is handed a Date it cannot send.
      lte(waiting.since, sql`${input.cutoff.toISOString()}::timestamptz`),
    )
    .orderBy(asc(waiting.since), asc(waiting.studentId));
  const minors = candidates.flatMap(({ dateOfBirth, since, ...row }) =>
    since && isMinor(dateOfBirth, input.now) ? [{ ...row, since: new Date(since) }] : [],
  );
  return { rows: minors.slice(0, input.limit), total: minors.length };
}
