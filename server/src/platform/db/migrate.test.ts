// Several processes starting together on one fresh PostgreSQL database (decision 028): each runs
// migrateDatabase with its own connections, one applies the files under the advisory lock, the
// others wait for it and find nothing left to do. PostgreSQL only: PGlite serves one process.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../../test/database-url.ts';
import { openPostgresDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase, startupLockKey, migrationsFolder } from './migrate.ts';

const template = inject('testDatabaseTemplate');
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as {
  entries: { tag: string }[];
};

describe.runIf(template.driver === 'postgres')('migrateDatabase on PostgreSQL', () => {
  const serverUrl = template.driver === 'postgres' ? template.serverUrl : '';
  const runPrefix = template.driver === 'postgres' ? template.runPrefix : '';
  const created: string[] = [];
  let admin: postgres.Sql;

  beforeAll(() => {
    admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  });
  afterAll(async () => {
    for (const name of created)
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  async function freshDatabaseUrl(): Promise<string> {
    const name = `${runPrefix}_migrate_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    created.push(name);
    return databaseUrlFor(serverUrl, name);
  }

  async function appliedMigrations(url: string): Promise<number> {
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const [row] = await sql<{ count: number }[]>`
        select count(*)::int as count from drizzle.__drizzle_migrations`;
      return row?.count ?? 0;
    } finally {
      await sql.end();
    }
  }

  it('applies every migration once when six processes start together on a fresh database', async () => {
    const url = await freshDatabaseUrl();
    const processes: DatabaseHandle[] = Array.from({ length: 6 }, () => openPostgresDatabase(url));
    try {
      const outcomes = await Promise.allSettled(processes.map((handle) => migrateDatabase(handle)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(6).fill('fulfilled'));
    } finally {
      await Promise.all(processes.map((handle) => handle.close()));
    }
    expect(await appliedMigrations(url)).toBe(journal.entries.length);
  });

  it('waits while another holds the migration lock, then migrates', async () => {
    const url = await freshDatabaseUrl();
    const holder = postgres(url, { max: 1, onnotice: () => undefined });
    const handle = openPostgresDatabase(url);
    try {
      await holder`select pg_advisory_lock(${startupLockKey.class}, ${startupLockKey.id})`;
      let isDone = false;
      const migrating = migrateDatabase(handle).then(() => (isDone = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(isDone).toBe(false);
      const [tables] = await holder<{ count: number }[]>`
        select count(*)::int as count from pg_tables where tablename = 'users'`;
      expect(tables?.count).toBe(0);

      await holder`select pg_advisory_unlock(${startupLockKey.class}, ${startupLockKey.id})`;
      await migrating;
      expect(isDone).toBe(true);
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
      // The lock is given back once the migration is done: the holder takes it again at once.
      const [again] = await holder<{ locked: boolean }[]>`
        select pg_try_advisory_lock(${startupLockKey.class}, ${startupLockKey.id}) as locked`;
      expect(again?.locked).toBe(true);
    } finally {
      await handle.close();
      await holder.end();
    }
  });
});
