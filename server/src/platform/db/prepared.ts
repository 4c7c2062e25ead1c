// Drizzle builds a query's SQL text anew on every call: measured on PostgreSQL, 0.5–0.8 ms for the
// profile's select of ~60 columns against 0.1 ms for the same query prepared (issue 14,
// docs/performance.md). The queries that answer the screens' polls are built once per database
// (or transaction) handle and executed with placeholders.
import type { Database } from './client.ts';

const builtByDatabase = new WeakMap<Database, Map<string, unknown>>();

/** The query `build` makes for `db`, built the first time only; `name` is unique per query. */
export function preparedFor<Query>(
  db: Database,
  name: string,
  build: (db: Database) => Query,
): Query {
  let built = builtByDatabase.get(db);
  if (!built) {
    built = new Map();
    builtByDatabase.set(db, built);
  }
  let query = built.get(name) as Query | undefined;
  if (query === undefined) {
    query = build(db);
    built.set(name, query);
  }
  return query;
}
