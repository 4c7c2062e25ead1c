// A fresh, migrated database for one test file, copied from the template global-setup.ts made.
// On PGlite a worker keeps the instances its files release and hands them to the next file reset
// to the template (pglite-reuse.ts): opening one from the dump costs ~0.5 s of CPU, and the
// suite opened 128.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrlFor } from './database-url.ts';
import { takeIdlePglite, trackedPglite, type ReusablePglite } from './pglite-reuse.ts';
import {
  openPgliteDatabase,
  openPostgresDatabase,
  type DatabaseHandle,
} from '../src/platform/db/client.ts';

export type TestDatabaseHandle = DatabaseHandle & {
  /**
   * Another handle on the same database, as a second server process would open it: its own
   * connections on PostgreSQL; on PGlite (one process only) the same instance. Closing it leaves
   * the database.
   */
  openSibling: () => DatabaseHandle;
  /**
   * Done with the database: on PGlite the instance goes back to the worker for the next file
   * (reset to the template), unless something the reset cannot undo happened to it; elsewhere
   * the same as close(). close() itself always closes: tests call it to lose the database.
   */
  release: () => Promise<void>;
};

export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (template.driver === 'pglite') {
    const reusable: ReusablePglite =
      takeIdlePglite() ??
      (await trackedPglite(
        await openPgliteDatabase({
          loadDataDir: new Blob([await fs.readFile(template.dumpPath)]),
        }),
      ));
    const handle = reusable.lend();
    return {
      ...handle,
      openSibling: () => ({ ...handle, close: () => Promise.resolve() }),
      release: () => reusable.giveBack(),
    };
  }

  const name = `${template.runPrefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(template.serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database "${name}" template "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(template.serverUrl, name);
  const handle = openPostgresDatabase(url);
  const close = async (): Promise<void> => {
    await handle.close();
    const dropper = postgres(template.serverUrl, { max: 1, onnotice: () => undefined });
    try {
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return { ...handle, openSibling: () => openPostgresDatabase(url), close, release: close };
}
