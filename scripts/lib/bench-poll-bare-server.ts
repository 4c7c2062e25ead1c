// The yardsticks `npm run bench` compares the portal with: bare Fastify (logger off, no plugins)
// with GET /hello → {"ok":true}, and GET /query → one indexed SELECT of a random seeded student on
// the same database the portal uses (postgres.js with the portal's pool size, or the PGlite data
// directory the portal will open once this process has gone). Started by bench.ts as
//   node --max-semi-space-size=4 scripts/lib/bench-poll-bare-server.ts
// with BENCH_BARE_PORT and BENCH_BARE_DATABASE_URL or BENCH_BARE_PGLITE_DIR.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import Fastify from 'fastify';
import postgres from 'postgres';

interface UserRow {
  id: string;
  email: string;
  role: string;
}

interface Store {
  query: (id: string) => Promise<UserRow | undefined>;
  ids: () => Promise<string[]>;
  close: () => Promise<void>;
}

const idsSql = `select id from users where role = 'student'`;

async function openStore(): Promise<Store> {
  const url = process.env.BENCH_BARE_DATABASE_URL;
  if (url) {
    // The portal's pool: postgres.js, 10 connections, prepared statements.
    const sql = postgres(url, { max: 10, onnotice: () => undefined });
    return {
      query: async (id) =>
        (await sql<UserRow[]>`select id, email, role from users where id = ${id}`)[0],
      ids: async () => (await sql.unsafe<{ id: string }[]>(idsSql)).map((row) => row.id),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const dataDir = process.env.BENCH_BARE_PGLITE_DIR;
  if (!dataDir) throw new Error('set BENCH_BARE_DATABASE_URL or BENCH_BARE_PGLITE_DIR');
  // The extensions the portal's migrations created (server/src/db/client.ts pgliteExtensions),
  // imported here directly so that this yardstick loads none of the portal's code.
  const client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm } });
  return {
    query: async (id) =>
      (await client.query<UserRow>('select id, email, role from users where id = $1', [id]))
        .rows[0],
    ids: async () => (await client.query<{ id: string }>(idsSql)).rows.map((row) => row.id),
    close: () => client.close(),
  };
}

const store = await openStore();
const ids = await store.ids();
if (ids.length === 0) throw new Error('no seeded students');

const app = Fastify({ logger: false });
app.get('/hello', () => ({ ok: true }));
app.get('/query', async (_request, reply) => {
  const row = await store.query(ids[Math.floor(Math.random() * ids.length)] ?? '');
  if (!row) return reply.code(404).send({ error: 'not_found' });
  return row;
});

const close = async () => {
  await app.close();
  await store.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT ?? 0) });
