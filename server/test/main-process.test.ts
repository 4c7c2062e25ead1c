// The real entry point as a child process, the way `npm start` runs it: fresh DATA_DIR, the
// generated admin password printed once, health, sign-in, the DATA_DIR lock, and a clean SIGTERM.
// On PGlite (the default deployment), whatever DATABASE_URL the suite runs with, so these run in
// the suite's PGlite run only: the run on PostgreSQL (.ci/run) would repeat them exactly. That run
// has its own: three processes started together on one fresh database (decision 028).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from './database-url.ts';
import { createTestClient } from './http-client.ts';
import { runNodeChild, type NodeChild } from './node-child.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

const mainPath = path.resolve(import.meta.dirname, '../src/main.ts');
const template = inject('testDatabaseTemplate');
const onPostgres = template.driver === 'postgres';

type RunningServer = NodeChild;

function startMain(env: Record<string, string>): RunningServer {
  return runNodeChild([mainPath], env);
}

/**
 * Ready in about 11 s on a quiet two-core machine (PGlite's start and migrations); CI runs this
 * beside lint and the PostgreSQL suite, where it took over 45 s twice: a generous deadline, since
 * what is measured here is that it starts, not how fast (that is a benchmark's job).
 */
const READY_DEADLINE_MS = 100_000;

async function waitForReady(server: RunningServer): Promise<string> {
  const deadline = Date.now() + READY_DEADLINE_MS;
  while (Date.now() < deadline) {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout());
    if (listening?.[1] && server.stdout().includes('StudyPath is ready')) return listening[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `server did not become ready.\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`,
  );
}

describe.skipIf(onPostgres)('node server/src/main.ts', () => {
  let dataDir: string;
  let first: RunningServer;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-main-'));
    first = startMain({ DATA_DIR: dataDir });
    baseUrl = await waitForReady(first);
  }, READY_DEADLINE_MS + 10_000);
  afterAll(async () => {
    if (first.child.exitCode === null) {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the generated admin password once, in plain text, outside the JSON logs', () => {
    const lines = first.stdout().split('\n');
    const passwordLines = lines.filter((line) => line.includes('Password:'));
    expect(passwordLines).toHaveLength(1);
    const password = passwordLines[0]?.split('Password:')[1]?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const jsonLines = lines.filter((line) => line.startsWith('{'));
    expect(jsonLines.length).toBeGreaterThan(0);
    expect(jsonLines.some((line) => line.includes(password))).toBe(false);
  });

  it('answers /livez and lets the generated admin sign in', async () => {
    const live = await fetch(`${baseUrl}/livez`);
    expect(live.status).toBe(200);
    const password = /Password:\s*(\S+)/.exec(first.stdout())?.[1] ?? '';
    const client = createTestClient(baseUrl);
    const login = await client.login('admin@localhost', password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      user: { email: 'admin@localhost', role: 'admin' },
    });
  });

  it('keeps the session secret in the database, not in DATA_DIR (decision 028)', () => {
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('refuses a second process on the same DATA_DIR with a clear message and exit code 1', async () => {
    const second = startMain({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `Another StudyPath process (pid ${first.child.pid}) is using DATA_DIR ${dataDir}. Stop it or choose another DATA_DIR.`,
    );
  });

  it(
    'exits 0 on SIGTERM, releasing the lock; the next start prints no password and accepts the CSRF token signed before',
    async () => {
      const password = /Password:\s*(\S+)/.exec(first.stdout())?.[1] ?? '';
      const before = createTestClient(baseUrl);
      expect((await before.login('admin@localhost', password)).status).toBe(200);
      const csrfToken = await before.csrf();

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'studypath.lock'))).toBe(false);

      const restarted = startMain({ DATA_DIR: dataDir });
      try {
        const restartedUrl = await waitForReady(restarted);
        expect(restarted.stdout()).not.toContain('Password:');
        const after = createTestClient(restartedUrl);
        for (const [name, value] of before.cookies) after.cookies.set(name, value);
        const logout = await after.request('POST', '/api/auth/logout', {
          headers: { 'x-csrf-token': csrfToken },
        });
        expect(logout.status).toBe(200);
      } finally {
        restarted.child.kill('SIGTERM');
        expect(await restarted.exited).toBe(0);
      }
    },
    READY_DEADLINE_MS + 20_000,
  );
});

describe.skipIf(onPostgres)('node server/src/main.ts with bad configuration', () => {
  it('lists every bad variable on its own line and exits 1', async () => {
    const server = startMain({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT: must be a whole number between 0 and 65535');
    expect(server.stderr()).toContain('LOG_LEVEL: must be one of');
  });
});

describe.skipIf(onPostgres)('node server/src/main.ts with FLEET=true', () => {
  it('refuses to start without PostgreSQL and S3 storage, naming what to set', async () => {
    const server = startMain({ FLEET: 'true', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('FLEET: is true, so DATABASE_URL must be set');
    expect(server.stderr()).toContain(
      'FLEET: is true, so S3 storage must be set (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
  });
});

describe.runIf(onPostgres)(
  'three processes with FLEET=true started together on one fresh PostgreSQL database and one bucket',
  () => {
    const serverUrl = template.driver === 'postgres' ? template.serverUrl : '';
    const databaseName = `${template.driver === 'postgres' ? template.runPrefix : ''}_main_${randomBytes(4).toString('hex')}`;
    let dataDir: string;
    let s3: S3TestServer;
    let servers: RunningServer[] = [];
    let baseUrls: string[] = [];

    beforeAll(async () => {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`create database "${databaseName}"`);
      } finally {
        await admin.end();
      }
      // One DATA_DIR for all three: with PostgreSQL nothing locks it.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-fleet-'));
      s3 = await startS3TestServer();
      const env = {
        FLEET: 'true',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrlFor(serverUrl, databaseName),
        S3_ENDPOINT: s3.config.endpoint,
        S3_BUCKET: s3.config.bucket,
        S3_REGION: s3.config.region,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
      servers = [startMain(env), startMain(env), startMain(env)];
      baseUrls = await Promise.all(servers.map((server) => waitForReady(server)));
    }, READY_DEADLINE_MS + 10_000);
    afterAll(async () => {
      for (const server of servers) {
        if (server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await s3.close();
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
      } finally {
        await admin.end();
      }
    });

    it('all start, one of them creates the administrator, and none takes the DATA_DIR lock', () => {
      expect(baseUrls).toHaveLength(3);
      const announcing = servers.filter((server) => server.stdout().includes('Password:'));
      expect(announcing).toHaveLength(1);
      expect(fs.existsSync(path.join(dataDir, 'studypath.lock'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
      for (const server of servers) {
        expect(server.stdout()).toContain(
          'SMTP_URL is not set: each process of the fleet writes the emails it sends to its own DATA_DIR/mail',
        );
      }
    });

    it('share one session secret: a session and CSRF token from one process work on the next', async () => {
      const announcing = servers.find((server) => server.stdout().includes('Password:'));
      const password = /Password:\s*(\S+)/.exec(announcing?.stdout() ?? '')?.[1] ?? '';
      for (const [index, signInUrl] of baseUrls.entries()) {
        const browser = createTestClient(signInUrl);
        expect((await browser.login('admin@localhost', password)).status).toBe(200);
        const csrfToken = await browser.csrf();
        const there = createTestClient(baseUrls[(index + 1) % baseUrls.length] ?? '');
        for (const [name, value] of browser.cookies) there.cookies.set(name, value);
        expect((await there.get('/api/auth/me')).status).toBe(200);
        const logout = await there.request('POST', '/api/auth/logout', {
          headers: { 'x-csrf-token': csrfToken },
        });
        expect(logout.status).toBe(200);
      }
    });
  },
);
