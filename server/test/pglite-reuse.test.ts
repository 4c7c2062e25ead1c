// A worker's PGlite instances go from one test file to the next (pglite-reuse.ts): the next file
// must find the template's state, and an instance a test changed beyond a reset is not reused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firmSettings, packagePrices, users } from '../src/platform/db/schema/index.ts';
import { createTestDatabase, type TestDatabaseHandle } from './test-database.ts';

const clientOf = (database: TestDatabaseHandle): unknown =>
  database.driver === 'pglite' ? database.client : undefined;

async function templateCounts(database: TestDatabaseHandle) {
  return {
    users: await database.db.$count(users),
    packagePrices: await database.db.$count(packagePrices),
    firmSettings: await database.db.$count(firmSettings),
  };
}

// On PostgreSQL every file gets a database of its own from the template; nothing is reused.
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite instances reused between files', () => {
  it('hands a released instance to the next file emptied back to the template, with a Drizzle of its own', async () => {
    const first = await createTestDatabase();
    const template = await templateCounts(first);
    expect(template.packagePrices).toBeGreaterThan(0);
    await first.db
      .insert(users)
      .values({ email: 'left-behind@example.com', passwordHash: 'not-a-real-hash' });
    await first.db.delete(packagePrices);
    await first.release();

    const next = await createTestDatabase();
    try {
      expect(clientOf(next)).toBe(clientOf(first));
      expect(next.db).not.toBe(first.db);
      expect(await templateCounts(next)).toEqual(template);
    } finally {
      await next.release();
    }
  });

  it('does not reuse an instance whose schema a test changed', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(
      sql`create function reuse_test_marker() returns int language sql as 'select 1'`,
    );
    await changed.release();

    const next = await createTestDatabase();
    try {
      expect(clientOf(next)).not.toBe(clientOf(changed));
      const { rows } = await (next.driver === 'pglite'
        ? next.client.query(`select 1 from pg_proc where proname = 'reuse_test_marker'`)
        : Promise.resolve({ rows: [] }));
      expect(rows).toEqual([]);
    } finally {
      await next.release();
    }
  });

  it('does not reuse an instance a test closed, or one with a listener still registered', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    await closed.release();
    const afterClosed = await createTestDatabase();
    expect(clientOf(afterClosed)).not.toBe(clientOf(closed));

    await afterClosed.listen('reuse_test_channel', () => undefined);
    await afterClosed.release();
    const afterListening = await createTestDatabase();
    try {
      expect(clientOf(afterListening)).not.toBe(clientOf(afterClosed));
    } finally {
      await afterListening.release();
    }
  });
});
