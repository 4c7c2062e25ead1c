// Server entry point: node server/src/main.ts. Checks the runtime, reads configuration, takes the
// DATA_DIR lock (embedded database only: PostgreSQL is shared by any number of processes, decision
// 028), opens and migrates the database, reads the session secret from it and makes sure an
// administrator exists (under one start-up lock), listens, and on SIGTERM/SIGINT drains requests and releases everything
// before exiting 0.
import './platform/check-node-version.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { startBackupSocket, type BackupSocket } from './platform/backup/backup-socket.ts';
import { dumpEmbeddedDatabase } from './platform/backup/embedded-backup.ts';
import {
  acquireDataDirLock,
  DataDirLockedError,
  type DataDirLock,
} from './platform/data-dir-lock.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/client.ts';
import { applyMigrations, withStartupLock } from './platform/db/migrate.ts';
import { createReadiness } from './platform/http/readiness.ts';
import { ensureFirstAdmin, type FirstAdminOutcome } from './features/users/index.ts';
import { createObjectStorage } from './platform/storage/create-object-storage.ts';
import { loadOrCreateStorageKeys } from './platform/storage/encryption/storage-key-files.ts';
import { loadOrCreateSessionSecret } from './platform/session-secret.ts';
import { systemClock } from './platform/service-deps.ts';

const shutdownTimeoutMs = 15_000;
/** How long a process of a fleet keeps serving after SIGTERM while it reports not ready. */
const fleetDrainMs = 3_000;

function takeLockOrExit(dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The generated password goes to stdout as plain text, never through the JSON logger, so it does
 * not end up in log files or log shipping. It is shown this once: next start the admin exists.
 */
function announceGeneratedAdmin(outcome: FirstAdminOutcome): void {
  if (outcome.status !== 'created' || !outcome.generatedPassword) return;
  const rule = '='.repeat(72);
  process.stdout.write(
    [
      rule,
      'StudyPath created the first administrator account.',
      `  Email:    ${outcome.email}`,
      `  Password: ${outcome.generatedPassword}`,
      'This password is shown only this once. Store it somewhere safe now.',
      '(Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them yourself.)',
      rule,
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The lock guards PGlite's files, which one process may open. With PostgreSQL, processes on one
  // machine may share a DATA_DIR: what they keep there (local objects, .eml files) has unique names.
  const lock = config.databaseUrl ? undefined : takeLockOrExit(config.dataDir);
  // Covers every exit path, including crashes after this point (release is synchronous).
  if (lock) process.once('exit', lock.release);
  // Before the database: a missing key for files already stored stops the start here (decision 041).
  const storageKeys = config.s3
    ? undefined
    : loadOrCreateStorageKeys({ dataDir: config.dataDir, ...config.storageEncryption });

  const database: DatabaseHandle = await openDatabase(config);
  // One process at a time, however many start together: otherwise two would both find no
  // administrator and both create one.
  const { sessionSecret, outcome } = await withStartupLock(database, async () => {
    await applyMigrations(database);
    return {
      sessionSecret:
        config.sessionSecret ?? (await loadOrCreateSessionSecret(database.db, config.dataDir)),
      outcome: await ensureFirstAdmin(
        { db: database.db, now: systemClock },
        { adminEmail: config.adminEmail, adminPassword: config.adminPassword },
      ),
    };
  });

  const readiness = createReadiness();
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    catchUp: database.catchUp,
    sessionSecret,
    readiness,
    objectStorage: createObjectStorage(config, storageKeys?.keyring),
  });
  for (const warning of storageKeys?.warnings ?? []) app.log.warn(warning);

  if (outcome.status === 'created')
    app.log.info({ email: outcome.email }, 'first administrator created');
  if ('warning' in outcome && outcome.warning) app.log.warn(outcome.warning);
  announceGeneratedAdmin(outcome);

  let backupSocket: BackupSocket | undefined;
  let isShuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    readiness.markShuttingDown();
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      // In a fleet, requests keep arriving until the load balancer has seen /readyz fail (HAProxy:
      // two checks a second apart); they are served as usual meanwhile (decision 029).
      if (config.isFleet) await sleep(fleetDrainMs);
      readiness.markClosing();
      await app.close();
      await backupSocket?.close();
      await database.close();
      lock?.release();
      clearTimeout(forceExit);
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  if (database.driver === 'pglite') {
    // `npm run backup` asks through it for a consistent copy of the embedded database.
    const { client } = database;
    backupSocket = await startBackupSocket({
      dataDir: config.dataDir,
      dump: () => dumpEmbeddedDatabase(client),
      onError: (error) => app.log.error({ err: error }, 'backup request failed'),
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'no backup socket: npm run backup cannot reach this process');
      return undefined;
    });
  }
  const email = config.smtpUrl ? 'smtp' : 'file';
  if (email === 'file' && (config.nodeEnv === 'production' || config.isFleet))
    app.log.warn(
      config.isFleet
        ? 'SMTP_URL is not set: each process of the fleet writes the emails it sends to its own DATA_DIR/mail instead of sending them'
        : 'SMTP_URL is not set: emails are written to DATA_DIR/mail instead of being sent',
    );
  const payments = config.paymentsProvider;
  // Production reaches this only with PAYMENTS_PROVIDER=simulated said explicitly (config.ts).
  if (payments === 'simulated' && config.nodeEnv === 'production')
    app.log.warn(
      'PAYMENTS_PROVIDER=simulated: payments are test payments that take no money; set the STRIPE_* variables to take real ones',
    );
  app.log.info(
    {
      appUrl: config.appUrl,
      database: database.driver,
      dataDir: config.dataDir,
      email,
      payments,
      storageEncryption: storageKeys
        ? `local, key ${storageKeys.keyring.current.id} from ${storageKeys.source}`
        : `bucket, ${config.s3?.sseKmsKeyId ? 'SSE-KMS' : 'SSE-S3'}`,
      isFleet: config.isFleet,
    },
    'StudyPath is ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `StudyPath failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
