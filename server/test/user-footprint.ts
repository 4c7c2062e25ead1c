// Everything in the database that hangs off one user: every row reachable from their users row
// through foreign keys, children of children included (a path's updates, a thread's messages).
// The foreign keys are read from information_schema, so a table added later is counted without
// changing the tests that prove an account deletion complete. No test-framework imports.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.ts';

interface ForeignKey {
  childTable: string;
  childColumn: string;
  parentTable: string;
}

/** db.execute answers an array on postgres.js and `{ rows }` on PGlite. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

async function query<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(statement));
}

async function readSchema(db: Database) {
  const foreignKeys = await query<{
    child_table: string;
    child_column: string;
    parent_table: string;
  }>(
    db,
    sql`select kcu.table_name as child_table, kcu.column_name as child_column,
        ccu.table_name as parent_table
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const primaryKeys = await query<{ table_name: string; column_name: string }>(
    db,
    sql`select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public'`,
  );
  return {
    foreignKeys: foreignKeys.map((row): ForeignKey => ({
      childTable: row.child_table,
      childColumn: row.child_column,
      parentTable: row.parent_table,
    })),
    primaryKeyOf: new Map(primaryKeys.map((row) => [row.table_name, row.column_name])),
  };
}

/**
 * Table name to the primary keys of its rows that reach `userId` through foreign keys (every
 * foreign key here points at its parent's single-column primary key). The users row itself is
 * under 'users' while it exists.
 */
export async function footprintOfUser(
  db: Database,
  userId: string,
): Promise<Map<string, Set<string>>> {
  const { foreignKeys, primaryKeyOf } = await readSchema(db);
  const reached = new Map<string, Set<string>>();
  const self = await query<{ id: string }>(
    db,
    sql`select id::text as id from users where id = ${userId}`,
  );
  reached.set('users', new Set(self.map((row) => row.id)));
  let hasGrown = true;
  while (hasGrown) {
    hasGrown = false;
    for (const key of foreignKeys) {
      const parents = reached.get(key.parentTable);
      const primaryKey = primaryKeyOf.get(key.childTable);
      if (!parents || parents.size === 0 || !primaryKey) continue;
      const rows = await query<{ key: string }>(
        db,
        sql`select ${sql.identifier(primaryKey)}::text as key from ${sql.identifier(key.childTable)}
          where ${sql.identifier(key.childColumn)}::text in (${sql.join(
            [...parents].map((value) => sql`${value}`),
            sql`, `,
          )})`,
      );
      const known = reached.get(key.childTable) ?? new Set<string>();
      for (const row of rows) {
        if (!known.has(row.key)) {
          known.add(row.key);
          hasGrown = true;
        }
      }
      reached.set(key.childTable, known);
    }
  }
  return reached;
}

/** Row counts per table of a footprint, tables with none left out. */
export function countsOf(footprint: Map<string, Set<string>>): Record<string, number> {
  return Object.fromEntries(
    [...footprint]
      .filter(([, keys]) => keys.size > 0)
      .map(([table, keys]): [string, number] => [table, keys.size])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
