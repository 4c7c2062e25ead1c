// The processes `npm run bench` runs: the portal exactly as production starts it, and a bare
// Fastify server to compare it with. Each is a child of the bench with a minimal environment
// (nothing of the caller's DATABASE_URL, SMTP or S3 settings leaks in), its output kept so the
// report can show what the server logged at warn level or above, and stopped on SIGTERM with a
// SIGKILL after a grace period.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerLog {
  /** Lines logged at warn (pino 40) or above, and plain-text lines (counted as warnings). */
  notable: string[];
  warnings: number;
  errors: number;
}

export interface RunningChild {
  name: string;
  baseUrl: string;
  pid: number;
  log: ServerLog;
  stop: () => Promise<void>;
}

/** Every child still running, so an interrupted bench can stop them (see stopAllChildren). */
const running = new Set<ChildProcess>();

function watchOutput(child: ChildProcess, log: ServerLog): void {
  let partial = '';
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      let level = 0;
      try {
        level = Number((JSON.parse(line) as { level?: unknown }).level ?? 0);
      } catch {
        level = 40; // plain text (a Node warning, a stack trace): shown with the warnings
      }
      if (level >= 50) log.errors += 1;
      else if (level >= 40) log.warnings += 1;
      else continue;
      if (log.notable.length < 200)
        log.notable.push(line.length > 600 ? `${line.slice(0, 600)}…` : line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
}

function minimalEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

/**
 * Starts `node --max-semi-space-size=4 <script>` (the flags `npm start` uses) and waits until
 * `readyPath` answers 200. Fails with the child's last output if it exits first or takes longer
 * than `timeoutMs`.
 */
export async function startNodeChild(options: {
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  readyPath: string;
  timeoutMs?: number;
}): Promise<RunningChild> {
  const child = spawn(process.execPath, ['--max-semi-space-size=4', options.script], {
    cwd: repoRoot,
    env: minimalEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const log: ServerLog = { notable: [], warnings: 0, errors: 0 };
  watchOutput(child, log);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      running.delete(child);
      resolve();
    });
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(
        `${options.name} exited (${String(exitCode)}) before it was ready:\n${log.notable.slice(-20).join('\n')}`,
      );
    }
    try {
      const answer = await fetch(`${baseUrl}${options.readyPath}`);
      await answer.arrayBuffer();
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} was not ready within ${options.timeoutMs ?? 120_000} ms`);
    }
    await sleep(100);
  }
  return { name: options.name, baseUrl, pid: child.pid ?? 0, log, stop };
}

/** Kills every child still running (on Ctrl-C or a crash); synchronous, for 'exit' too. */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}
