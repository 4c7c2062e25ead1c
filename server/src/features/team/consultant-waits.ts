// The waits as they happen (issue 29, item 3; decision 039): each event that puts the move with the
// consultant opens the path's wait unless one is open; the consultant's first move for the
// student ends it; a path that ends while waiting ends it without an answer. Called inside the
// transaction of the event itself, so a wait exists exactly when its event committed. The
// arithmetic these rows follow is domain/src/team/consultant-wait.ts, tested there.
// Student events also go to the consultant's activity list, which the nudge emails read.
import type { consultantMoveStarts } from '@studypath/domain/team';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, consultantWaits, studentActivity } from '../../platform/db/schema/index.ts';
import { forgetAnsweredDay } from './answered-waits.ts';
import { openPathSql } from './consultant-sql.ts';

export type StudentMoveKind = (typeof consultantMoveStarts)[number];

/** Which path an event concerns: the one it names, else the student's open path. */
export interface PathOfEvent {
  applicationId?: string | null;
  studentId?: string | null;
}

async function findOpenPath(
  db: Database,
  of: PathOfEvent,
): Promise<{ id: string; consultantId: string | null } | null> {
  const which = of.applicationId
    ? eq(applications.id, of.applicationId)
    : of.studentId
      ? eq(applications.userId, of.studentId)
      : null;
  if (!which) return null;
  const [path] = await db
    .select({ id: applications.id, consultantId: applications.consultantId })
    .from(applications)
    .where(and(which, openPathSql(applications.status)))
    .limit(1);
  return path ?? null;
}

/** The student did something their consultant should answer. */
export async function recordStudentMove(
  db: Database,
  event: PathOfEvent & { kind: StudentMoveKind; at: Date },
): Promise<void> {
  const path = await findOpenPath(db, event);
  if (!path) return;
  await db
    .insert(consultantWaits)
    .values({
      applicationId: path.id,
      consultantId: path.consultantId,
      startedBy: event.kind,
      startedAt: event.at,
    })
    .onConflictDoNothing({
      target: consultantWaits.applicationId,
      where: sql`${consultantWaits.endedAt} is null`,
    });
  if (path.consultantId && event.kind !== 'path_created') {
    await db.insert(studentActivity).values({
      consultantId: path.consultantId,
      applicationId: path.id,
      kind: event.kind,
      at: event.at,
    });
  }
}

/** A consultant did something for the student: the open wait is answered. */
export async function recordConsultantMove(
  db: Database,
  event: PathOfEvent & { at: Date },
): Promise<void> {
  const path = await findOpenPath(db, event);
  if (!path) return;
  await endOpenWait(db, path.id, path.consultantId, event.at, 'answered');
}

/** The path ended (a terminal status): nobody's move any more. */
export async function recordPathEnded(
  db: Database,
  application: { id: string; consultantId: string | null },
  at: Date,
): Promise<void> {
  await endOpenWait(db, application.id, application.consultantId, at, 'path_ended');
}

async function endOpenWait(
  db: Database,
  applicationId: string,
  consultantId: string | null,
  at: Date,
  outcome: 'answered' | 'path_ended',
): Promise<void> {
  await db
    .update(consultantWaits)
    // Counted for whoever holds the path when it ends (decision 039); never before it began.
    .set({
      endedAt: sql`greatest(${consultantWaits.startedAt}, ${at.toISOString()}::timestamptz)`,
      outcome,
      consultantId,
    })
    .where(and(eq(consultantWaits.applicationId, applicationId), isNull(consultantWaits.endedAt)));
  if (outcome === 'answered') forgetAnsweredDay(at);
}

/** A reassignment: the open wait goes with the path (the clock does not restart). */
export async function moveOpenWait(
  db: Database,
  applicationId: string,
  consultantId: string | null,
): Promise<void> {
  await db
    .update(consultantWaits)
    .set({ consultantId })
    .where(and(eq(consultantWaits.applicationId, applicationId), isNull(consultantWaits.endedAt)));
}
