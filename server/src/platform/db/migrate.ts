// Applies the SQL files drizzle-kit generated in server/drizzle, with the migrator that matches the
// driver. Drizzle records applied files in drizzle.__drizzle_migrations, so this runs at every
// start-up and only does work after an upgrade. On PostgreSQL several processes may start at once
// (decision 028): the start-up work (migrations, then the session secret and the first
// administrator in main.ts) runs under an advisory lock held on a connection of its own, so one
// process applies the new files and the others, let in after it, find nothing left to do.
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** pg_advisory_lock(class, id) of the start-up work: one installation-wide key of StudyPath's. */
export const startupLockKey = { class: 0x5354_5059, id: 1 } as const;

/**
 * Runs `work` while holding the start-up lock; on PGlite (one process) it just runs it. The lock
 * is session-level, on a reserved connection: released by the unlock below, or by the server
 * when this process dies and the connection goes with it. `work` runs on the pool, not on that
 * connection (a reserved postgres.js connection cannot begin the transactions Drizzle opens).
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.driver === 'pglite') return work();
  const connection = await handle.client.reserve();
  try {
    await connection`select pg_advisory_lock(${startupLockKey.class}, ${startupLockKey.id})`;
    try {
      return await work();
    } finally {
      await connection`select pg_advisory_unlock(${startupLockKey.class}, ${startupLockKey.id})`;
    }
  } finally {
    connection.release();
  }
}

/** Applies what is new; the caller holds the start-up lock (see migrateDatabase). */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') await migratePglite(handle.native, { migrationsFolder });
  else await migratePostgres(handle.native, { migrationsFolder });
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await withStartupLock(handle, () => applyMigrations(handle));
}
