// Publishing a live event (decision 023): a change the signed-in users concerned should see at
// once. Called inside the transaction of the change, so the event goes out exactly when the change
// commits (PostgreSQL delivers NOTIFY at commit, and never for a rolled-back transaction, PGlite
// alike) to every process listening on the database, this one included (event-hub.ts fans it out
// to the open streams).
import type { LiveEvent } from '@studypath/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The NOTIFY channel of changes; the payload is a LiveChange as JSON (well under 8000 bytes). */
export const LIVE_CHANGES_CHANNEL = 'studypath_live_changes';
/** The NOTIFY channel of ended sessions (a trigger on `sessions`, migration 0004): the id hash. */
export const ENDED_SESSIONS_CHANNEL = 'studypath_sessions_ended';
/** The NOTIFY channel of change versions (decision 027): '<version> <scope>'. */
export const CHANGE_VERSIONS_CHANNEL = 'studypath_change_versions';
/**
 * The NOTIFY channel of audited actions (platform/audit): every action the trail records, with no
 * payload. Heard by the consultants' shared answers (decision 044): a sign-in or a verification
 * changes the dashboard without any student's data changing.
 */
export const AUDITED_CHANNEL = 'studypath_audited';
/** The scope of what every student sees: the program catalogue, prices, consultants' names. */
export const GLOBAL_SCOPE = 'global';

export const studentScope = (studentId: string) => `student:${studentId}`;

/** `rows` yields (scope, 1); each existing row's version goes up by one instead. */
const upsertVersion = (rows: SQL) => sql`
  insert into change_versions as current (scope, version) ${rows}
  on conflict (scope) do update set version = current.version + 1
  returning scope, version`;

/**
 * Bumps the scope's change version in the change's transaction and announces the new value at
 * commit. Every change a student's polled answers show goes through here (through the publishers
 * below for the student's own data), so an ETag made at the current version is still true.
 */
export async function bumpChangeVersion(db: Database, scope: string): Promise<void> {
  await db.execute(sql`
    with bumped as (${upsertVersion(sql`values (${scope}, 1)`)})
    select pg_notify(${CHANGE_VERSIONS_CHANNEL}, version || ' ' || scope) from bumped`);
}

export interface LiveChange extends LiveEvent {
  /**
   * The student the change concerns, who hears it on their streams; null when it concerns no
   * student. Every consultant hears every change: they list everything.
   */
  studentId: string | null;
}

/** A deleted account's row: nothing is kept of someone who is gone. */
export async function deleteChangeVersion(db: Database, scope: string): Promise<void> {
  await db.execute(sql`delete from change_versions where scope = ${scope}`);
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
  if (change.studentId !== null) await bumpChangeVersion(db, studentScope(change.studentId));
}

/**
 * A change to a study path, for its student and the consultants; the student is looked up in the
 * same statement. Nothing is sent when the path does not exist (any more).
 */
export async function publishApplicationChange(db: Database, applicationId: string): Promise<void> {
  await db.execute(sql`
    with path as (select id, user_id from applications where id = ${applicationId}),
    bumped as (${upsertVersion(sql`select 'student:' || user_id, 1 from path`)})
    select
      pg_notify(${LIVE_CHANGES_CHANNEL}, json_build_object(
        'kind', 'applications', 'id', path.id, 'applicationId', path.id,
        'studentId', path.user_id)::text),
      pg_notify(${CHANGE_VERSIONS_CHANNEL}, bumped.version || ' ' || bumped.scope)
    from path, bumped`);
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
