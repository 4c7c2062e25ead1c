// Reusing a worker's PGlite instances from one test file to the next (test-database.ts). Opening
// an instance from the template's dump costs ~0.5 s of CPU (WASM start, untar, Postgres start),
// and the server suite opened 128 of them; putting one back to the template's state costs
// ~40 ms: empty every table (TRUNCATE ... RESTART IDENTITY), copy back the rows the migrations
// seeded, set the sequences back, and DISCARD ALL the session's state (settings, LISTENs,
// advisory locks, temporary tables). Each file gets a Drizzle instance of its own, so that no
// cache kept per database object outlives the file.
//
// An instance is only reused when nothing happened to it that this cannot undo: it was not
// closed (tests close a database to lose it), no listener of the file is still registered
// (PGlite would keep calling it), and its schema (relations, columns, functions, triggers,
// constraints, extensions) fingerprints as the template's did. Otherwise it is closed and the
// next file opens a fresh one, as every file did before.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle, DatabaseListen } from '../src/platform/db/client.ts';
import * as schema from '../src/platform/db/schema/index.ts';

type PgliteHandle = Extract<DatabaseHandle, { driver: 'pglite' }>;

export interface ReusablePglite {
  /** The handle a test file uses: its listeners are counted, and closing it closes for good. */
  lend: () => PgliteHandle;
  /** The file is done: reset to the template and keep for the next file, or close. */
  giveBack: () => Promise<void>;
}

/** Instances released by this worker's earlier files, at the template's state. */
const idle: ReusablePglite[] = [];
/** A worker runs its files one after another; a file rarely holds more than two databases. */
const keepAtMost = 2;

export function takeIdlePglite(): ReusablePglite | undefined {
  return idle.pop();
}

// Everything but PostgreSQL's own schemas and drizzle's migration journal, which no test writes.
const ownSchema = `n.nspname !~ '^(pg_|information_schema$|drizzle$)'`;

/** What a test could change in the schema that a reset would not put back. */
const fingerprintQuery = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select 'rel:' || c.oid::regclass::text || ':' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ownSchema}
    union all
    select 'col:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
      || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${ownSchema} and a.attnum > 0 and not a.attisdropped
    union all
    select 'fn:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ownSchema}
    union all
    select 'trg:' || t.tgrelid::regclass::text || '.' || t.tgname || ':' || t.tgenabled::text
      from pg_trigger t where not t.tgisinternal
    union all
    select 'con:' || c.conrelid::regclass::text || '.' || c.conname || ':' || pg_get_constraintdef(c.oid)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${ownSchema}
    union all
    select 'ext:' || extname || ':' || extversion from pg_extension
  ) items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(fingerprintQuery);
  return rows[0]?.fingerprint ?? '';
}

interface TemplateState {
  tables: string[];
  /** The rows of the tables the migrations seeded, as COPY wrote them. */
  seeds: { table: string; rows: Blob }[];
  sequences: { name: string; lastValue: string | null; startValue: string }[];
  fingerprint: string;
}

/** Reads what a reset must put back, from an instance still at the template's state. */
async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tableRows } = await client.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${ownSchema} order by 1`);
  const tables = tableRows.map((row) => row.name);
  const seeds: TemplateState['seeds'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ seeded: boolean }>(
      `select exists (select 1 from ${table}) as seeded`,
    );
    if (!rows[0]?.seeded) continue;
    const copied = await client.query(`copy ${table} to '/dev/blob'`);
    if (!copied.blob) throw new Error(`PGlite returned no rows for COPY of ${table}`);
    seeds.push({ table, rows: copied.blob });
  }
  const { rows: sequenceRows } = await client.query<{
    name: string;
    last_value: string | null;
    start_value: string;
  }>(`
    select format('%I.%I', schemaname, sequencename) as name,
           last_value::text, start_value::text
      from pg_sequences where schemaname !~ '^(pg_|information_schema$|drizzle$)'`);
  return {
    tables,
    seeds,
    sequences: sequenceRows.map((row) => ({
      name: row.name,
      lastValue: row.last_value,
      startValue: row.start_value,
    })),
    fingerprint: await fingerprintOf(client),
  };
}

async function resetToTemplate(client: PGlite, template: TemplateState): Promise<boolean> {
  if (template.tables.length > 0) {
    await client.exec(`truncate ${template.tables.join(', ')} restart identity cascade`);
  }
  for (const seed of template.seeds) {
    await client.query(`copy ${seed.table} from '/dev/blob'`, [], { blob: seed.rows });
  }
  for (const sequence of template.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue ?? sequence.startValue,
      sequence.lastValue !== null,
    ]);
  }
  await client.exec('discard all');
  return (await fingerprintOf(client)) === template.fingerprint;
}

/** Takes a freshly opened instance (at the template's state) under this worker's reuse. */
export async function trackedPglite(handle: DatabaseHandle): Promise<ReusablePglite> {
  if (handle.driver !== 'pglite') throw new Error('expected a PGlite database');
  const template = await readTemplateState(handle.client);
  let listening = 0;
  let closedByTest = false;

  const listen: DatabaseListen = async (channel, onPayload, onState) => {
    const stop = await handle.listen(channel, onPayload, onState);
    listening += 1;
    let stopped = false;
    return async () => {
      if (!stopped) {
        stopped = true;
        listening -= 1;
      }
      await stop();
    };
  };

  const closeForGood = async (): Promise<void> => {
    if (!handle.client.closed) await handle.client.close();
  };

  const reusable: ReusablePglite = {
    lend: () => {
      closedByTest = false;
      // A Drizzle instance of the file's own: the server keeps caches per Database object
      // (prepared.ts, answered-waits.ts, weekly-growth.ts), as a fresh instance had none.
      const native = drizzle({ client: handle.client, schema });
      return {
        ...handle,
        native,
        db: native,
        listen,
        close: async () => {
          closedByTest = true;
          await closeForGood();
        },
      };
    },
    giveBack: async () => {
      if (closedByTest || handle.client.closed || listening > 0 || idle.length >= keepAtMost) {
        await closeForGood();
        return;
      }
      let reset = false;
      try {
        reset = await resetToTemplate(handle.client, template);
      } catch {
        reset = false;
      }
      if (reset) idle.push(reusable);
      else await closeForGood();
    },
  };
  return reusable;
}
