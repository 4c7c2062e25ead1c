// PostgreSQL for `npm run bench`: a throwaway server on loopback started the way .ci/run starts
// one (initdb in a temporary directory as the `postgres` user when we run as root, fsync off,
// listening on 127.0.0.1 only), or a server someone else runs; either way each run works in a
// database of its own, created here and dropped at the end.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from './process-probes.ts';

const run = promisify(execFile);

export interface PostgresServer {
  /** Connection URL of the server's `postgres` database (to create and drop others). */
  adminUrl: string;
  /** e.g. "15.14 (Debian 15.14-0+deb12u1)". */
  version: string;
  /** The postmaster's pid when we started the server ourselves (for CPU figures), else null. */
  postmasterPid: number | null;
  description: string;
  stop: () => Promise<void>;
}

/** The newest installed PostgreSQL bin directory (Debian layout), or null when none is. */
export function findPostgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  return newest === undefined ? null : path.join(root, newest, 'bin');
}

async function serverVersion(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: 5 });
  try {
    const [row] = await sql<
      { version: string }[]
    >`select current_setting('server_version') as version`;
    return row?.version ?? 'unknown';
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Whether a PostgreSQL server answers at this URL; the error text when it does not. */
export async function probePostgres(url: string): Promise<string | null> {
  try {
    await serverVersion(url);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Starts a PostgreSQL server on a free loopback port in a temporary directory, like .ci/run.
 * Root cannot run initdb, so as root every PostgreSQL command runs as `postgres` via runuser.
 */
/** Runs one of the server's commands (initdb, pg_ctl); as root, as `postgres` through runuser. */
export function postgresCommand(binDir: string) {
  const isRoot = process.getuid?.() === 0;
  return (command: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args])
      : run(path.join(binDir, command), args);
}

export async function startLoopbackPostgres(binDir: string): Promise<PostgresServer> {
  const isRoot = process.getuid?.() === 0;
  const asPostgres = postgresCommand(binDir);
  const dir = await mkdtemp(path.join(tmpdir(), 'studypath-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  let isStarted = false;
  const stop = async () => {
    if (isStarted) {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {
        // already stopped (for example by the Ctrl-C that reached the whole process group)
      });
      isStarted = false;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot) await run('chown', ['postgres:postgres', dir]);
    await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    isStarted = true;
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const pidLine = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    return {
      adminUrl,
      version: await serverVersion(adminUrl),
      postmasterPid: Number(pidLine),
      description: `started on 127.0.0.1:${port} by the bench (${binDir}, fsync=off)`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A server someone else runs (e.g. CI's): nothing to stop. */
export async function existingPostgres(url: string): Promise<PostgresServer> {
  const shown = new URL(url);
  return {
    adminUrl: url,
    version: await serverVersion(url),
    postmasterPid: null,
    description: `the server at ${shown.hostname}:${shown.port || '5432'} (from DATABASE_URL)`,
    stop: () => Promise.resolve(),
  };
}

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh, empty database for one run on the server; `drop` removes it (and its sessions). */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `studypath_bench_${process.pid}_${Date.now().toString(36)}`;
  const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`create database ${name}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}
