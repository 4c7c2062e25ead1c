// `npm start` without SMTP_URL, as a developer runs it: a registration's email is written as an
// .eml file under DATA_DIR/mail and its link is printed to stdout as plain text, while the JSON
// log lines never carry the token. On PGlite whatever DATABASE_URL the suite runs with, so in the
// suite's PGlite run only: its run on PostgreSQL (.ci/run) would repeat this exactly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registration } from '../../../test/account-flows.ts';
import { createTestClient } from '../../../test/http-client.ts';

const mainPath = path.resolve(import.meta.dirname, '../../main.ts');

const onPgliteRun = describe.skipIf(inject('testDatabaseTemplate').driver === 'postgres');

onPgliteRun('email in development (no SMTP_URL)', () => {
  let dataDir: string;
  let child: ChildProcess;
  let stdout = '';
  let exited: Promise<number | null>;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-devmail-'));
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    child = spawn(process.execPath, [mainPath], {
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'trace',
        DATA_DIR: dataDir,
        APP_URL: 'http://portal.localhost:8080',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.resume();
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (listening?.[1] && stdout.includes('StudyPath is ready')) {
        baseUrl = listening[1];
        return;
      }
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server did not become ready:\n${stdout}`);
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the email to DATA_DIR/mail, prints its link plainly, and keeps the token out of the logs', async () => {
    const client = createTestClient(baseUrl);
    const response = await client.request('POST', '/api/auth/register', {
      json: registration('dev-student@example.com', 'long-enough-password'),
      withCsrf: true,
    });
    expect(response.status).toBe(201);

    const linkPattern =
      /^ {2}link: (http:\/\/portal\.localhost:8080\/verify-email\?token=([A-Za-z0-9_-]{43}))$/m;
    const deadline = Date.now() + 10_000;
    while (!linkPattern.test(stdout) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [, link, token = ''] = linkPattern.exec(stdout) ?? [];
    expect(link).toBeDefined();

    const mailDir = path.join(dataDir, 'mail');
    const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, files[0] ?? '')));
    expect(parsed.subject).toBe('Verify your email address for StudyPath');
    expect(parsed.text).toContain(link);

    const verified = await client.request('POST', '/api/auth/verify-email', {
      json: { token },
      withCsrf: true,
    });
    expect(verified.status).toBe(200);

    const jsonLines = stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(jsonLines.some((line) => line.includes('"email sent"'))).toBe(true);
    expect(jsonLines.some((line) => line.includes(token))).toBe(false);
  });
});
