// A consultant's e-mail and the name their colleagues know them by (display name, else e-mail).
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { consultantNameSql } from './consultant-sql.ts';

export async function consultantLabel(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string }> {
  const [row] = await db
    .select({ email: users.email, name: consultantNameSql(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('consultant not found');
  return { email: row.email, name: row.name ?? row.email };
}

/**
 * Names the consultants of many rows with one small query (the administrators), instead of a
 * subquery per row: the unpaged lists (threads, requests) run to thousands of rows.
 */
export async function nameConsultants<Row extends { consultantId: string | null }>(
  db: Database,
  rows: readonly Row[],
): Promise<(Row & { consultantName: string | null })[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.consultantId ? [row.consultantId] : [])))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: users.id, email: users.email, name: consultantNameSql(users.id) })
      .from(users)
      .where(inArray(users.id, ids));
    for (const row of found) names.set(row.id, row.name ?? row.email);
  }
  return rows.map((row) => ({
    ...row,
    consultantName: row.consultantId === null ? null : (names.get(row.consultantId) ?? null),
  }));
}
