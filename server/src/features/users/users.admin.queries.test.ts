// The accent-blind admin search can use its indexes (decision 032): with sequential scans priced
// out, the plan of the Users list's searched page reads users and profiles through their trigram
// indexes. An OR across the join, or a condition not written as the index's expression, would
// leave the planner no choice but to read every row, and this plan would show it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/test-database.ts';
import { searchedUsersPage } from './users.admin.queries.ts';

/** db.execute answers an array on postgres.js and `{ rows }` on PGlite. */
function planLines(result: unknown): string[] {
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((row) => row['QUERY PLAN'] ?? '');
}

async function planOf(db: Database, search: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const page = searchedUsersPage(tx, { search, role: 'all', page: 1, pageSize: 20 });
    return planLines(await tx.execute(sql`explain ${page}`)).join('\n');
  });
}

describe('the Users search plan', () => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.release();
  });

  it('reads users and profiles through their search indexes', async () => {
    const plan = await planOf(database.db, 'Éloïse');
    expect(plan).toMatch(/Bitmap Index Scan on users_email_search_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on profiles_names_search_idx/);
  });
});
