// The poll mix's load generator, in a worker thread of its own so nothing else in the bench delays
// its timers. Open loop: every poller (one student's one query) fires at its own fixed rate from a
// random phase, whatever the server's answer times, over a bounded pool of keep-alive connections;
// like TanStack Query, a poll whose previous request is still in flight is skipped (counted). Each
// poller remembers the ETag of its last answer and sends it back in If-None-Match, as the browser
// will. Requests scheduled during the warm-up are sent but not counted. Reports per endpoint:
// requests, p50/p99/max latency (from the moment the timer fired to the last byte of the answer,
// so it includes waiting for a free connection), errors, 304s and their "v." share, and how late
// the timers fired (the schedule lag: the generator's own delay, not the server's).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

export interface Poller {
  /** Index into MixWorkerInput.endpoints. */
  endpoint: number;
  path: string;
  intervalMs: number;
  cookie: string;
}

export interface MixWorkerInput {
  baseUrl: string;
  connections: number;
  /** Date.now() at which the schedule starts (shared with the writer on the main thread). */
  epochStart: number;
  warmupMs: number;
  durationMs: number;
  endpoints: string[];
  /** Headers every request carries besides cookie and If-None-Match. */
  headers: Record<string, string>;
  pollers: Poller[];
}

export interface LatencySummary {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

export interface EndpointMixStats extends LatencySummary {
  endpoint: string;
  errors: number;
  /** Status codes (or "network: <code>") counted as errors. */
  errorStatuses: Record<string, number>;
  /** Requests sent with If-None-Match. */
  conditional: number;
  notModified: number;
  /** 304s whose tag is version-checked ("v.…"). */
  notModifiedVersioned: number;
  /** Polls not sent because the previous one for the same query was still in flight. */
  skipped: number;
}

export interface MixWorkerOutput {
  endpoints: EndpointMixStats[];
  all: EndpointMixStats;
  lag: { p50: number; p99: number; max: number; lateOver10ms: number };
  /** The warm-up's polls (every page's first fetches, without an ETag yet): not in the tables. */
  warmup: EndpointMixStats;
  /** p99 of all polls per sixth of the window (by when they were scheduled). */
  slices: { fromSeconds: number; requests: number; p99: number }[];
  /** All polls due in the second half of the window: has the server settled? */
  secondHalf: LatencySummary;
  /** Share of the measured window the generator's event loop was busy. */
  eventLoopUtilization: number;
  /** Requests still unanswered 30 s after the end (counted as errors too). */
  unfinished: number;
}

const versionedTag = /^(W\/)?"v\./;

export function summarize(values: number[]): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const at = (fraction: number) =>
    sorted.length === 0
      ? 0
      : (sorted[
          Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
        ] ?? 0);
  return { requests: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

interface Collector {
  latencies: number[];
  errors: number;
  errorStatuses: Record<string, number>;
  conditional: number;
  notModified: number;
  notModifiedVersioned: number;
  skipped: number;
}

const newCollector = (): Collector => ({
  latencies: [],
  errors: 0,
  errorStatuses: {},
  conditional: 0,
  notModified: 0,
  notModifiedVersioned: 0,
  skipped: 0,
});

function countError(collector: Collector, key: string): void {
  collector.errors += 1;
  collector.errorStatuses[key] = (collector.errorStatuses[key] ?? 0) + 1;
}

async function runMix(input: MixWorkerInput): Promise<MixWorkerOutput> {
  const pool = new Pool(input.baseUrl, {
    connections: input.connections,
    pipelining: 1,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
  const collectors = input.endpoints.map(newCollector);
  const lags: number[] = [];
  const etags: (string | undefined)[] = Array.from({ length: input.pollers.length });
  const inFlight = new Uint8Array(input.pollers.length);
  let pending = 0;
  let onIdle: (() => void) | undefined;

  // performance.now() of this thread at the shared wall-clock start.
  const start = input.epochStart - performance.timeOrigin;
  const measureFrom = start + input.warmupMs;
  const stopAt = measureFrom + input.durationMs;

  const sliceMs = input.durationMs / 6;
  const slices: number[][] = Array.from({ length: 6 }, () => []);
  const warmupCollector = newCollector();
  // Set once the window is over: a timer due just before the end may fire after it (timers are
  // rounded to whole milliseconds) and must not start a request while the pool is closing.
  let isStopped = false;

  const send = (
    index: number,
    poller: Poller,
    collector: Collector,
    slice: number[] | undefined,
  ) => {
    const firedAt = performance.now();
    const tag = etags[index];
    const headers: Record<string, string> = { ...input.headers, cookie: poller.cookie };
    if (tag !== undefined) headers['if-none-match'] = tag;
    inFlight[index] = 1;
    pending += 1;
    pool
      .request({ path: poller.path, method: 'GET', headers })
      .then(
        async (answer) => {
          await answer.body.arrayBuffer();
          const etag = answer.headers.etag;
          const status = answer.statusCode;
          if (status === 200) etags[index] = typeof etag === 'string' ? etag : undefined;
          const latency = performance.now() - firedAt;
          collector.latencies.push(latency);
          slice?.push(latency);
          if (tag !== undefined) collector.conditional += 1;
          if (status === 304) {
            collector.notModified += 1;
            if (versionedTag.test(typeof etag === 'string' ? etag : (tag ?? '')))
              collector.notModifiedVersioned += 1;
          } else if (status < 200 || status > 299) {
            countError(collector, String(status));
          }
        },
        (error: unknown) => {
          const latency = performance.now() - firedAt;
          collector.latencies.push(latency);
          slice?.push(latency);
          const code = (error as { code?: unknown }).code;
          countError(collector, `network: ${typeof code === 'string' ? code : String(error)}`);
        },
      )
      .finally(() => {
        inFlight[index] = 0;
        pending -= 1;
        if (pending === 0) onIdle?.();
      });
  };

  const fire = (index: number, scheduledAt: number) => {
    if (scheduledAt >= stopAt || isStopped) return;
    const poller = input.pollers[index];
    if (!poller) return;
    const now = performance.now();
    const isMeasured = scheduledAt >= measureFrom;
    // Node rounds timers to whole milliseconds and may fire one up to ~1.5 ms early: on time.
    if (isMeasured) lags.push(Math.max(0, now - scheduledAt));
    arm(index, scheduledAt + poller.intervalMs);
    const collector = isMeasured ? collectors[poller.endpoint] : warmupCollector;
    if (inFlight[index] === 1) {
      if (collector) collector.skipped += 1;
      return;
    }
    if (!collector) return;
    const slice = isMeasured
      ? slices[Math.min(5, Math.floor((scheduledAt - measureFrom) / sliceMs))]
      : undefined;
    send(index, poller, collector, slice);
  };

  function arm(index: number, at: number): void {
    setTimeout(fire, Math.max(0, at - performance.now()), index, at);
  }

  input.pollers.forEach((poller, index) => arm(index, start + Math.random() * poller.intervalMs));

  let eluStart = performance.eventLoopUtilization();
  let eventLoopUtilization = 0;
  setTimeout(
    () => (eluStart = performance.eventLoopUtilization()),
    Math.max(0, measureFrom - performance.now()),
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, stopAt - performance.now())));
  isStopped = true;
  eventLoopUtilization = performance.eventLoopUtilization(
    performance.eventLoopUtilization(),
    eluStart,
  ).utilization;

  // Let the last requests finish (bounded), then close the pool.
  if (pending > 0) {
    await Promise.race([
      new Promise<void>((resolve) => (onIdle = resolve)),
      new Promise((resolve) => setTimeout(resolve, 30_000)),
    ]);
  }
  const unfinished = pending;
  await pool.destroy();

  const all = newCollector();
  const endpoints = collectors.map((collector, index) => {
    for (const latency of collector.latencies) all.latencies.push(latency);
    all.errors += collector.errors;
    for (const [key, count] of Object.entries(collector.errorStatuses))
      all.errorStatuses[key] = (all.errorStatuses[key] ?? 0) + count;
    all.conditional += collector.conditional;
    all.notModified += collector.notModified;
    all.notModifiedVersioned += collector.notModifiedVersioned;
    all.skipped += collector.skipped;
    return toStats(input.endpoints[index] ?? '', collector);
  });
  if (unfinished > 0) {
    all.errors += unfinished;
    all.errorStatuses.unfinished = unfinished;
  }
  const lag = summarize(lags);
  return {
    endpoints,
    all: toStats('all polls', all),
    lag: {
      p50: lag.p50,
      p99: lag.p99,
      max: lag.max,
      lateOver10ms: lags.length === 0 ? 0 : lags.filter((value) => value > 10).length / lags.length,
    },
    warmup: toStats('warm-up', warmupCollector),
    secondHalf: summarize(slices.slice(3).flat()),
    slices: slices.map((latencies, index) => {
      const summary = summarize(latencies);
      return {
        fromSeconds: (index * sliceMs) / 1000,
        requests: summary.requests,
        p99: summary.p99,
      };
    }),
    eventLoopUtilization,
    unfinished,
  };
}

function toStats(endpoint: string, collector: Collector): EndpointMixStats {
  return {
    endpoint,
    ...summarize(collector.latencies),
    errors: collector.errors,
    errorStatuses: collector.errorStatuses,
    conditional: collector.conditional,
    notModified: collector.notModified,
    notModifiedVersioned: collector.notModifiedVersioned,
    skipped: collector.skipped,
  };
}

if (parentPort) {
  const port = parentPort;
  runMix(workerData as MixWorkerInput).then(
    (output) => port.postMessage({ output }),
    (error: unknown) =>
      port.postMessage({ error: error instanceof Error ? error.stack : String(error) }),
  );
}
