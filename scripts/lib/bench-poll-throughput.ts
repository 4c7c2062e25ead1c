// Closed-loop throughput for `npm run bench`: autocannon keeps N connections busy against one URL
// (after a short warm-up) and we keep req/s, p50, p99, the errors (network errors, timeouts and any
// status but 2xx and 304) and the share of 304 answers.
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';

export interface ThroughputOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/**
 * CPU seconds used so far by the server under test, PostgreSQL (null: not ours), the bench, and
 * the whole machine.
 */
export type CpuProbe = () => {
  server: number;
  postgres: number | null;
  bench: number;
  machine: number;
};

/** Cores in use: by the server, PostgreSQL, the bench, and by every other process on the machine. */
export interface CpuUse {
  server: number;
  postgres: number | null;
  bench: number;
  other: number;
}

export function coresBetween(
  before: ReturnType<CpuProbe>,
  after: ReturnType<CpuProbe>,
  seconds: number,
): CpuUse {
  const server = (after.server - before.server) / seconds;
  const postgres =
    after.postgres === null || before.postgres === null
      ? null
      : (after.postgres - before.postgres) / seconds;
  const bench = (after.bench - before.bench) / seconds;
  const machine = (after.machine - before.machine) / seconds;
  return {
    server,
    postgres,
    bench,
    other: Math.max(0, machine - server - (postgres ?? 0) - bench),
  };
}

export interface Throughput {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of the answers that were 304 Not Modified. */
  notModifiedShare: number;
  /** Status codes counted as errors, e.g. { "500": 3 }. */
  errorStatuses: Record<string, number>;
  /** Cores in use during the measured run (not the warm-up): is the server or autocannon the limit? */
  cpu: CpuUse | null;
}

export async function measureThroughput(
  url: string,
  headers: Record<string, string>,
  options: ThroughputOptions,
  cpuProbe?: CpuProbe,
): Promise<Throughput> {
  // A run stops at the first sample after its duration: sample often so it ends on time.
  const run = (seconds: number) =>
    autocannon({
      url,
      headers,
      connections: options.connections,
      duration: seconds,
      sampleInt: 100,
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const before = cpuProbe?.();
  const startedAt = performance.now();
  const result = await run(options.seconds);
  const elapsed = (performance.now() - startedAt) / 1000;
  const after = cpuProbe?.();
  const errorStatuses: Record<string, number> = {};
  let answered = 0;
  let notModified = 0;
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    answered += count;
    if (status === '304') notModified += count;
    else if (!status.startsWith('2')) errorStatuses[status] = count;
  }
  const statusErrors = Object.values(errorStatuses).reduce((sum, count) => sum + count, 0);
  return {
    requests: result.requests.total,
    reqPerSec: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + statusErrors,
    notModifiedShare: answered > 0 ? notModified / answered : 0,
    errorStatuses,
    cpu: before && after ? coresBetween(before, after, elapsed) : null,
  };
}

/** One GET: its status and ETag (the tag a browser would send back in If-None-Match). */
export async function probe(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; etag: string | null }> {
  const answer = await request(url, { method: 'GET', headers });
  await answer.body.arrayBuffer();
  const etag = answer.headers.etag;
  return { status: answer.statusCode, etag: typeof etag === 'string' ? etag : null };
}
