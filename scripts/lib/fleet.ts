// The portal as a fleet on one machine (issue 15, decision 029): N portal processes (FLEET=true)
// on one PostgreSQL and one S3 bucket, behind HAProxy from Debian's packages with the
// configuration in deploy/haproxy.cfg (round-robin, /readyz health checks). `npm run fleet` runs
// it; the fleet's tests start it the same way and then break parts of it.
//
// PostgreSQL: the server DATABASE_URL names, or one started here on loopback (initdb under the
// fleet's directory the first time, as .ci/run does; kept between runs). S3: the bucket the S3_*
// variables name, or s3rver on loopback storing under the fleet's directory. Each portal is
// `node --max-semi-space-size=4 server/src/main.ts` (what `npm start` runs after its build) with
// the caller's environment plus the fleet's settings; one that exits on its own is started again
// after a second, as a service manager would.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import postgres from 'postgres';
import S3rver from 's3rver';
import { emulateS3Encryption } from '../../server/test/s3rver-encryption.ts';
import { findPostgresBinDir, postgresCommand } from './bench-poll-postgres.ts';
import { repoRoot } from './bench-poll-processes.ts';
import { freePort } from './process-probes.ts';

const run = promisify(execFile);

export const haproxyConfigPath = path.join(repoRoot, 'deploy', 'haproxy.cfg');
const haproxyBinary = '/usr/sbin/haproxy';
/** deploy/haproxy.cfg names three servers. */
export const fleetSize = 3;

export interface FleetOptions {
  /** Where the fleet's own PostgreSQL, S3 objects and the portals' DATA_DIR live. */
  directory: string;
  /** The proxy's port on 127.0.0.1 (0: any free port). */
  proxyPort: number;
  /** The environment the portals start from (ADMIN_*, SMTP_URL, LOG_LEVEL, S3_*, ...). */
  env: NodeJS.ProcessEnv;
  /** Each line a process prints, with its name. */
  onOutput?: (name: string, line: string) => void;
  /** Start a portal again when it exits on its own (default true). */
  restartPortals?: boolean;
}

export interface PortalExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface FleetPortal {
  name: string;
  /** Its port on 127.0.0.1 (fixed once it has started). */
  readonly port: number;
  /** The running process's pid (changes when it is started again). */
  pid: () => number | undefined;
  /** Sends a signal to the running process. */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves when the current process has exited, with how it ended. */
  exited: () => Promise<PortalExit>;
  /** Starts the process again if it is not running (and waits for /readyz). */
  start: () => Promise<void>;
}

export interface Fleet {
  /** http://127.0.0.1:<port> of the proxy: what browsers and clients use. */
  url: string;
  statsUrl: string;
  databaseUrl: string;
  /** The portals' DATA_DIR (mail/ holds the .eml files when SMTP_URL is unset). */
  dataDir: string;
  portals: FleetPortal[];
  /** Stops and starts the fleet's own PostgreSQL (only when it started one). */
  postgres: { stop: () => Promise<void>; start: () => Promise<void> } | null;
  stop: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited before it was ready`);
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(100);
  }
}

function pipeLines(
  child: ChildProcess,
  name: string,
  onOutput?: (name: string, line: string) => void,
) {
  let partial = '';
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onOutput?.(name, line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
}

/** The fleet's own PostgreSQL under `directory`, created the first time. */
async function ownPostgres(directory: string) {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      "No PostgreSQL server: set DATABASE_URL, or install Debian's postgresql package so the fleet can start one on loopback.",
    );
  }
  const isRoot = process.getuid?.() === 0;
  const asPostgres = postgresCommand(binDir);
  const dir = path.join(directory, 'postgres');
  const dataDir = path.join(dir, 'data');
  await mkdir(dir, { recursive: true });
  if (isRoot) await run('chown', ['postgres:postgres', dir]);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  }
  const port = await freePort();
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  };
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  };
  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    const [found] = await admin<
      { n: number }[]
    >`select 1 as n from pg_database where datname = 'studypath'`;
    if (!found) await admin.unsafe('create database studypath');
  } finally {
    await admin.end({ timeout: 5 });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/studypath`, start, stop };
}

/**
 * s3rver on loopback with one bucket, objects under `directory`. Browsers PUT uploads and GET
 * downloads straight from it, so it allows the portal's origin as README asks of a real bucket.
 */
async function ownS3(directory: string, appOrigin: string) {
  const bucket = 'studypath';
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${appOrigin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  // The portal reads only objects the bucket says it encrypted (decision 041).
  emulateS3Encryption(server);
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  if (!existsSync(haproxyBinary)) {
    throw new Error(`HAProxy is not installed (${haproxyBinary}): apt-get install haproxy`);
  }
  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    await mkdir(options.directory, { recursive: true });
    let databaseUrl = options.env.DATABASE_URL;
    let ownDatabase: Awaited<ReturnType<typeof ownPostgres>> | null = null;
    if (!databaseUrl) {
      ownDatabase = await ownPostgres(options.directory);
      cleanups.push(ownDatabase.stop);
      databaseUrl = ownDatabase.url;
    }
    const proxyPort = options.proxyPort || (await freePort());
    const url = `http://127.0.0.1:${proxyPort}`;
    const appUrl = options.env.APP_URL ?? url;
    let s3Env: Record<string, string> = {};
    if (!options.env.S3_BUCKET) {
      const s3 = await ownS3(options.directory, new URL(appUrl).origin);
      cleanups.push(s3.close);
      s3Env = s3.env;
    }

    const dataDir = path.join(options.directory, 'portal');
    const ports = await Promise.all(Array.from({ length: fleetSize }, () => freePort()));
    const portalEnv = (port: number): NodeJS.ProcessEnv => ({
      ...options.env,
      ...s3Env,
      NODE_ENV: options.env.NODE_ENV ?? 'production',
      // A local fleet takes test payments unless Stripe is configured; production names its own.
      ...(options.env.STRIPE_SECRET_KEY || options.env.PAYMENTS_PROVIDER
        ? {}
        : { PAYMENTS_PROVIDER: 'simulated' }),
      FLEET: 'true',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      // One DATA_DIR for the processes of one machine: mail/ gets every process's .eml files.
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      // Only the proxy in front is believed about the client's address.
      TRUST_PROXY: '127.0.0.1',
    });

    let isStopping = false;
    const portals = ports.map((firstPort, index): FleetPortal => {
      const name = `portal-${index + 1}`;
      let port = firstPort;
      let hasStarted = false;
      let child: ChildProcess | null = null;
      let exitedPromise: Promise<PortalExit> = Promise.resolve({ code: null, signal: null });
      const spawnPortal = () => {
        const started = spawn(
          process.execPath,
          ['--max-semi-space-size=4', path.join(repoRoot, 'server/src/main.ts')],
          { cwd: repoRoot, env: portalEnv(port), stdio: ['ignore', 'pipe', 'pipe'] },
        );
        child = started;
        pipeLines(started, name, options.onOutput);
        exitedPromise = new Promise((resolve) => {
          started.once('exit', (code, signal) => {
            if (child === started) child = null;
            options.onOutput?.(name, `exited (${signal ?? String(code)})`);
            resolve({ code, signal });
            if (!isStopping && options.restartPortals !== false) {
              setTimeout(() => {
                if (!isStopping && child === null) void portal.start().catch(() => undefined);
              }, 1000).unref();
            }
          });
        });
      };
      const portal: FleetPortal = {
        name,
        get port() {
          return port;
        },
        pid: () => child?.pid,
        kill: (signal) => child?.kill(signal),
        exited: () => exitedPromise,
        start: async () => {
          for (let attempt = 1; ; attempt += 1) {
            if (child === null) spawnPortal();
            try {
              await waitFor(`http://127.0.0.1:${port}/readyz`, 120_000, () => child !== null);
              hasStarted = true;
              return;
            } catch (error) {
              // Another program may take the free port between freePort() and the portal's
              // listen; before HAProxy knows the port, the portal can try another.
              if (hasStarted || attempt >= 3) throw error;
              port = await freePort();
            }
          }
        },
      };
      return portal;
    });
    cleanups.push(async () => {
      isStopping = true;
      await Promise.all(
        portals.map(async (portal) => {
          portal.kill('SIGTERM');
          await portal.exited();
        }),
      );
    });
    // The first starts alone: it migrates the database and creates the first administrator
    // (the others would wait for its start-up lock anyway).
    await portals[0]?.start();
    await Promise.all(portals.slice(1).map((portal) => portal.start()));

    const statsPort = await freePort();
    const haproxy = spawn(haproxyBinary, ['-db', '-f', haproxyConfigPath], {
      cwd: repoRoot,
      env: {
        PATH: options.env.PATH ?? '/usr/bin:/bin',
        FLEET_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        FLEET_STATS_BIND: `127.0.0.1:${statsPort}`,
        ...Object.fromEntries(
          portals.map((portal, index) => [`FLEET_PORTAL_${index + 1}`, `127.0.0.1:${portal.port}`]),
        ),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(haproxy, 'haproxy', options.onOutput);
    let isProxyRunning = true;
    const proxyExited = new Promise<void>((resolve) =>
      haproxy.once('exit', () => {
        isProxyRunning = false;
        resolve();
      }),
    );
    cleanups.push(async () => {
      haproxy.kill('SIGUSR1'); // soft stop: finish the connections it has
      const timer = setTimeout(() => haproxy.kill('SIGKILL'), 10_000);
      await proxyExited;
      clearTimeout(timer);
    });
    await waitFor(`${url}/readyz`, 30_000, () => isProxyRunning);

    return {
      url,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      databaseUrl,
      dataDir,
      portals,
      postgres: ownDatabase && { stop: ownDatabase.stop, start: ownDatabase.start },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
