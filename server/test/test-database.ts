// A fresh, migrated database for one test file, copied from the template global-setup.ts made.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrlFor } from './database-url.ts';
import { openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../src/db/client.ts';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (template.driver === 'pglite') {
    const dump = await fs.readFile(template.dumpPath);
    return openPgliteDatabase({ loadDataDir: new Blob([dump]) });
  }

  const name = `${template.runPrefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(template.serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database "${name}" template "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const handle = openPostgresDatabase(databaseUrlFor(template.serverUrl, name));
  return {
    ...handle,
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
