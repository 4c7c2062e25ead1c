// A Node script of ours as a child process, the way `npm start` (or `npm run backup`) runs it: on
// 127.0.0.1 with a port the system picks, info-level logs, never the suite's DATABASE_URL (these
// tests are about the embedded default unless they say otherwise in `env`), output kept.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface NodeChild {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function runNodeChild(args: string[], env: Record<string, string>): NodeChild {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
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
