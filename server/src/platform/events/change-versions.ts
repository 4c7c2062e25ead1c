// Each process's copy of the change versions (decision 027): how many times the data behind a
// student's answers, and behind everyone's (the global scope), has changed. Kept in step by the
// announcements bumpChangeVersion sends at each commit (CHANGE_VERSIONS_CHANNEL), read from the
// database the first time a student is asked about. Announcements of one scope arrive in commit
// order with rising values, so the largest value seen is the current one.
// Nothing is answered while the listening connection is down (an announcement may be missed):
// the caller then runs its query as if no version were known; everything is forgotten and the
// global version read afresh when listening resumes.
import { inArray } from 'drizzle-orm';
import type { Database, DatabaseListen } from '../db/client.ts';
import { changeVersions } from '../db/schema/index.ts';
import { CHANGE_VERSIONS_CHANNEL, GLOBAL_SCOPE, studentScope } from './live-events.ts';

export interface StudentVersions {
  student: number;
  global: number;
}

export interface ChangeVersionBook {
  start: () => Promise<void>;
  /** The versions a student's answers stand on now, or null when they cannot be trusted. */
  versionsOf: (studentId: string) => Promise<StudentVersions | null>;
  close: () => Promise<void>;
}

const maxScopes = 200_000;

/** '<version> <scope>' from the channel; null for anything else. */
export function parseVersionPayload(payload: string): { scope: string; version: number } | null {
  const space = payload.indexOf(' ');
  const version = Number(payload.slice(0, space));
  if (space <= 0 || !Number.isSafeInteger(version)) return null;
  return { scope: payload.slice(space + 1), version };
}

async function readVersions(db: Database, scopes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ scope: changeVersions.scope, version: changeVersions.version })
    .from(changeVersions)
    .where(inArray(changeVersions.scope, scopes));
  return new Map(rows.map((row) => [row.scope, row.version]));
}

export function createChangeVersionBook(options: {
  db: Database;
  listen: DatabaseListen;
}): ChangeVersionBook {
  const versions = new Map<string, number>();
  const loading = new Map<string, Promise<number | null>>();
  let isListening = false;
  /** Bumped when everything is forgotten: a read begun before must not be stored. */
  let generation = 0;
  let stop: (() => Promise<void>) | null = null;

  const raise = (scope: string, version: number) => {
    const known = versions.get(scope);
    if (known !== undefined && known >= version) return;
    if (known === undefined && versions.size >= maxScopes) {
      // Map order is insertion order: forget the oldest tenth; they are read again when asked.
      let toDrop = Math.ceil(maxScopes / 10);
      for (const key of versions.keys()) {
        if (key === GLOBAL_SCOPE) continue;
        versions.delete(key);
        if (--toDrop === 0) break;
      }
    }
    versions.set(scope, version);
  };

  const load = (scope: string): Promise<number | null> => {
    const pending = loading.get(scope);
    if (pending) return pending;
    const began = generation;
    const read = readVersions(options.db, [scope])
      .then((found) => {
        if (began !== generation || !isListening) return null;
        raise(scope, found.get(scope) ?? 0);
        return versions.get(scope) ?? null;
      })
      .finally(() => loading.delete(scope));
    loading.set(scope, read);
    return read;
  };

  const forgetAll = () => {
    generation += 1;
    versions.clear();
  };

  const onState = (next: boolean) => {
    forgetAll();
    isListening = next;
  };

  const onPayload = (payload: string) => {
    const parsed = parseVersionPayload(payload);
    if (parsed) raise(parsed.scope, parsed.version);
  };

  return {
    async start() {
      stop = await options.listen(CHANGE_VERSIONS_CHANNEL, onPayload, onState);
      isListening = true;
    },
    async versionsOf(studentId) {
      if (!isListening) return null;
      const scope = studentScope(studentId);
      const global = versions.get(GLOBAL_SCOPE) ?? (await load(GLOBAL_SCOPE));
      const student = versions.get(scope) ?? (await load(scope));
      if (global === null || student === null || !isListening) return null;
      return { student, global };
    },
    async close() {
      isListening = false;
      forgetAll();
      await stop?.().catch(() => undefined);
      stop = null;
    },
  };
}
