// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL through postgres.js
// when DATABASE_URL is set. Everything outside src/db sees one `Database` type (Drizzle's
// PgDatabase), so queries, services and transactions never know which driver runs underneath.
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { createPostgresListener } from './postgres-listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or an open transaction: PgTransaction extends PgDatabase, so queries take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * LISTEN on a channel: `onPayload` gets each NOTIFY payload sent on it (by any process on the
 * database, after its transaction commits). Resolves once listening; the answer stops it.
 */
export type DatabaseListen = (
  channel: string,
  onPayload: (payload: string) => void,
  /**
   * Told false when the listening connection drops (notifications may be missed from then on)
   * and true once it listens again. Never called on PGlite, whose listener lives in-process.
   */
  onState?: (isListening: boolean) => void,
) => Promise<() => Promise<void>>;

/** The open database plus what only start-up, migration, events and shutdown need to know. */
export type DatabaseHandle = {
  db: Database;
  listen: DatabaseListen;
  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners: a request that changed data waits for it before answering, so the same client's
   * next request is answered from caches that already know the change (read your own writes).
   */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
} & (
  | { driver: 'pglite'; native: PgliteDatabase<Schema>; client: PGlite }
  | { driver: 'postgres'; native: PostgresJsDatabase<Schema>; client: postgres.Sql }
);

/**
 * The PostgreSQL extensions the migrations create (0013: the accent-blind search, decision 032).
 * PGlite bundles each one separately: every PGlite.create that opens the portal's database must
 * pass them, or statements that reach the search indexes fail.
 */
export const pgliteExtensions = { unaccent, pg_trgm };

export async function openPgliteDatabase(options: PGliteOptions = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create({ ...options, extensions: pgliteExtensions });
  const native = drizzlePglite({ client, schema });
  const listen: DatabaseListen = async (channel, onPayload) => client.listen(channel, onPayload);
  // PGlite hands a statement's notifications to its listeners before the statement resolves.
  const catchUp = () => Promise.resolve();
  return {
    driver: 'pglite',
    native,
    client,
    db: native,
    listen,
    catchUp,
    close: () => client.close(),
  };
}

export function openPostgresDatabase(url: string): DatabaseHandle {
  // onnotice: migrations raise harmless NOTICEs ("schema already exists, skipping") that
  // postgres.js would otherwise print with console.log, outside the JSON logs.
  // jit off: the planner compiles a query to machine code once its estimated cost passes
  // jit_above_cost, which our short queries over many rows do; the compiling took ~40 ms of a
  // ~55 ms thread list on PostgreSQL 15 (decision 045). The portal's queries are all that short.
  const client = postgres(url, {
    max: 10,
    onnotice: () => undefined,
    connection: { jit: 'off' },
  });
  const native = drizzlePostgres({ client, schema });
  // One extra connection LISTENs for the process and re-LISTENs after a drop (postgres-listener.ts).
  const listener = createPostgresListener(url);
  return {
    driver: 'postgres',
    native,
    client,
    db: native,
    listen: listener.listen,
    catchUp: listener.catchUp,
    close: async () => {
      await Promise.all([listener.close(), client.end({ timeout: 5 })]);
    },
  };
}

/** The database the running server uses, chosen by configuration. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  return openPgliteDatabase({ dataDir: path.join(options.dataDir, 'pglite') });
}
