// What the benchmarks that run the portal as a child process need: a free loopback port to give
// it, and its resident memory as Linux reports it.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** VmRSS of a process, in kB (/proc/<pid>/status). */
export async function rssKilobytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match?.[1]) throw new Error('no VmRSS');
  return Number(match[1]);
}
