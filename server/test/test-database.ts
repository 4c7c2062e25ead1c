// A fresh, migrated database for one test file, copied from the template global-setup.ts made.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrlFor } from './database-url.ts';
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
};

export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (template.driver === 'pglite') {
    const dump = await fs.readFile(template.dumpPath);
    const handle = await openPgliteDatabase({ loadDataDir: new Blob([dump]) });
    return { ...handle, openSibling: () => ({ ...handle, close: () => Promise.resolve() }) };
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
  return {
    ...handle,
    openSibling: () => openPostgresDatabase(url),
    close: async () => {
      await handle.close();
      const dropper = postgres(template.serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
