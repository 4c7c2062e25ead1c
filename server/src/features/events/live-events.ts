// Publishing a live event (decision 023): a change the signed-in users concerned should see at
// once. Called inside the transaction of the change, so the event goes out exactly when the change
// commits (PostgreSQL delivers NOTIFY at commit, and never for a rolled-back transaction, PGlite
// alike) to every process listening on the database, this one included (event-hub.ts fans it out
// to the open streams).
import type { LiveEvent } from '@studypath/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The NOTIFY channel of changes; the payload is a LiveChange as JSON (well under 8000 bytes). */
export const LIVE_CHANGES_CHANNEL = 'studypath_live_changes';
/** The NOTIFY channel of ended sessions (a trigger on `sessions`, migration 0004): the id hash. */
export const ENDED_SESSIONS_CHANNEL = 'studypath_sessions_ended';

export interface LiveChange extends LiveEvent {
  /**
   * The student the change concerns, who hears it on their streams; null when it concerns no
   * student. Every consultant hears every change: they list everything.
   */
  studentId: string | null;
}

/** `db` must be the transaction of the change (or the database, for a single statement). */
export async function publishLiveEvent(db: Database, change: LiveChange): Promise<void> {
  const payload = JSON.stringify({
    kind: change.kind,
    id: change.id,
    applicationId: change.applicationId ?? null,
    studentId: change.studentId,
  });
  await db.execute(sql`select pg_notify(${LIVE_CHANGES_CHANNEL}, ${payload})`);
}

/**
 * A change to a study path, for its student and the consultants; the student is looked up in the
 * same statement. Nothing is sent when the path does not exist (any more).
 */
export async function publishApplicationChange(db: Database, applicationId: string): Promise<void> {
  await db.execute(sql`
    select pg_notify(${LIVE_CHANGES_CHANNEL}, json_build_object(
      'kind', 'applications', 'id', id, 'applicationId', id, 'studentId', user_id)::text)
    from applications where id = ${applicationId}`);
}

/** A document added or removed, for its student and the consultants. */
export async function publishDocumentChange(
  db: Database,
  document: { id: string; userId: string; applicationId: string | null },
): Promise<void> {
  await publishLiveEvent(db, {
    kind: 'documents',
    id: document.id,
    applicationId: document.applicationId,
    studentId: document.userId,
  });
}
