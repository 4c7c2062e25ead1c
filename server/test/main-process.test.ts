// The real entry point as a child process, the way `npm start` runs it: fresh DATA_DIR, the
// generated admin password printed once, health, sign-in, the DATA_DIR lock, and a clean SIGTERM.
// Always on PGlite (the default deployment), whatever DATABASE_URL the suite runs with.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from './http-client.ts';

const mainPath = path.resolve(import.meta.dirname, '../src/main.ts');

interface RunningServer {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): RunningServer {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [mainPath], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitForReady(server: RunningServer): Promise<string> {
  const deadline = Date.now() + 45_000;
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

describe('node server/src/main.ts', () => {
  let dataDir: string;
  let first: RunningServer;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-main-'));
    first = startMain({ DATA_DIR: dataDir });
    baseUrl = await waitForReady(first);
  }, 60_000);
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

  it('keeps the session secret in DATA_DIR with mode 0600', () => {
    const mode = fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('refuses a second process on the same DATA_DIR with a clear message and exit code 1', async () => {
    const second = startMain({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `Another StudyPath process (pid ${first.child.pid}) is using DATA_DIR ${dataDir}. Stop it or choose another DATA_DIR.`,
    );
  });

  it('exits 0 on SIGTERM, releasing the lock; the next start prints no password', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'studypath.lock'))).toBe(false);

    const restarted = startMain({ DATA_DIR: dataDir });
    try {
      await waitForReady(restarted);
      expect(restarted.stdout()).not.toContain('Password:');
    } finally {
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    }
  }, 60_000);
});

describe('node server/src/main.ts with bad configuration', () => {
  it('lists every bad variable on its own line and exits 1', async () => {
    const server = startMain({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT: must be a whole number between 0 and 65535');
    expect(server.stderr()).toContain('LOG_LEVEL: must be one of');
  });
});
