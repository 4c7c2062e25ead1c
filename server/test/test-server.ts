// startTestServer(): the real app (buildApp) on a fresh copy of the migrated test database,
// listening on 127.0.0.1 with a random port, plus an HTTP client, a controllable clock and data
// factories. Call close() in afterAll: it stops the server and closes the database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { parseConfig, type Config } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import type { Readiness } from '../src/platform/http/readiness.ts';
import { createReadiness } from '../src/platform/http/readiness.ts';
import type { EmailTransport } from '../src/platform/email/transports/email-transport.ts';
import { createMemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import type { PaymentProvider } from '../src/platform/payments/payment-provider.ts';
import { createStorageKeyring } from '../src/platform/storage/encryption/storage-keyring.ts';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk-storage.ts';
import type { ObjectStorage } from '../src/platform/storage/object-storage.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';
import { createUser, type CreatedUser, type UserFactoryInput } from './factories.ts';
import { createTestClient, type TestClient } from './http-client.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createTestDatabase, type TestDatabaseHandle } from './test-database.ts';

export const testSessionSecret = 'test-session-secret-that-is-at-least-32-characters';

export interface TestServerOptions {
  /** Extra environment variables, parsed by the real config parser. */
  env?: Record<string, string>;
  /** Built web app to serve (default: none). */
  webDistDir?: string | null;
  logStream?: NodeJS.WritableStream;
  /** Adds routes (or hooks) to the app before it starts listening, e.g. a route that throws. */
  extendApp?: (app: FastifyInstance) => void;
  /** Email driver (default: in memory, so tests never write files or reach a network). */
  emailTransport?: EmailTransport;
  /** Object storage driver (default: local disk in a fresh temporary directory, `storageDir`). */
  objectStorage?: ObjectStorage;
  /** Payment driver (default: chosen by config, i.e. the simulated provider on this database). */
  paymentProvider?: PaymentProvider;
  /**
   * Run as a second server process on the database of this one (its own connections on
   * PostgreSQL) instead of on a fresh database.
   */
  sameDatabaseAs?: TestServer;
}

export interface TestServer {
  /**
   * The object store of this server: the given one, or local disk in a fresh temporary directory
   * (storageDir, removed by close()).
   */
  storage: ObjectStorage;
  storageDir: string;
  app: FastifyInstance;
  baseUrl: string;
  config: Config;
  db: Database;
  /** Closing this (once) simulates losing the database; close() then skips it. */
  database: TestDatabaseHandle;
  deps: ServiceDeps;
  clock: TestClock;
  readiness: Readiness;
  /** The default client (one browser). */
  http: TestClient;
  /** Another browser with its own cookie jar and IP address. */
  newClient: (options?: { ip?: string }) => TestClient;
  createUser: (input?: UserFactoryInput) => Promise<CreatedUser>;
  close: () => Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The test clients pose as different IPs through X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  });
  if (!parsed.ok) throw new Error(`test config is invalid: ${parsed.problems.join('; ')}`);
  const config = parsed.config;

  const sibling = options.sameDatabaseAs?.database;
  const siblingHandle = sibling?.openSibling();
  const opened: TestDatabaseHandle =
    sibling && siblingHandle
      ? { ...siblingHandle, openSibling: sibling.openSibling, release: siblingHandle.close }
      : await createTestDatabase();
  let databaseClosing: Promise<void> | undefined;
  const database: TestDatabaseHandle = {
    ...opened,
    close: () => (databaseClosing ??= opened.close()),
    release: () => (databaseClosing ??= opened.release()),
  };
  const storageDir = await mkdtemp(path.join(tmpdir(), 'studypath-objects-'));
  // Encrypted like production's (decision 041), under a key of this server's own.
  const storage =
    options.objectStorage ??
    createLocalDiskStorage({
      directory: storageDir,
      keyring: createStorageKeyring(randomBytes(32)),
    });
  const clock = createTestClock();
  const readiness = createReadiness();
  const deps: ServiceDeps = { db: database.db, now: clock.now };
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    catchUp: database.catchUp,
    sessionSecret: testSessionSecret,
    now: clock.now,
    readiness,
    webDistDir: options.webDistDir ?? null,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    emailTransport: options.emailTransport ?? createMemoryTransport(),
    objectStorage: storage,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
  });
  options.extendApp?.(app);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    app,
    storage,
    storageDir,
    baseUrl,
    config,
    db: database.db,
    database,
    deps,
    clock,
    readiness,
    http: createTestClient(baseUrl),
    newClient: (clientOptions) => createTestClient(baseUrl, clientOptions),
    createUser: (input) => createUser(deps, input),
    close: async () => {
      await app.close();
      // Back to the worker for the next file's server (test-database.ts), or closed if the test
      // already closed it.
      await database.release();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
