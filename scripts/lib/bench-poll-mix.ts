// The student poll mix of `npm run bench`: every simulated student has one screen of the web app
// open with the live event stream off, so the screen polls at the spec's intervals (part 1 §7, §9;
// part 2 §7, §9), exactly the endpoints web/src/features/**/api/*.ts poll, each request marked
// `X-Session-Activity: passive` as the web marks background refetches. The generator runs in a
// worker thread (bench-poll-mix-worker.ts). Meanwhile a consultant, signed in through the API,
// answers random students' open threads and edits their study paths' notes at a few requests a
// second (with the CSRF token, as the web does), so some polls do see a change.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { SeededStudent } from './bench-poll-seed.ts';
import { coresBetween, type CpuProbe, type CpuUse } from './bench-poll-throughput.ts';
import {
  summarize,
  type EndpointMixStats,
  type MixWorkerInput,
  type MixWorkerOutput,
  type Poller,
} from './bench-poll-mix-worker.ts';

interface PollSpec {
  endpoint: string;
  path: string;
  intervalMs: number;
}

interface Screen {
  name: string;
  share: number;
  polls: (student: SeededStudent) => PollSpec[];
}

// The sidebar's unread badge polls on every student page (30 s, part 1 §7).
const unreadCount: PollSpec = {
  endpoint: 'GET /api/messages/unread-count',
  path: '/api/messages/unread-count',
  intervalMs: 30_000,
};

/** Which screen the students have open, and what each polls (see the web's refresh-intervals). */
export const screens: readonly Screen[] = [
  {
    name: 'Messages with a thread open (thread 3 s, thread list 5 s, unread 30 s)',
    share: 0.25,
    polls: (student) => [
      {
        endpoint: 'GET /api/messages/thread/:id',
        path: `/api/messages/thread/${student.threadId}`,
        intervalMs: 3_000,
      },
      { endpoint: 'GET /api/messages/threads', path: '/api/messages/threads', intervalMs: 5_000 },
      unreadCount,
    ],
  },
  {
    name: 'Study path details (the path, its updates, programs, documents and the information requests every 10 s, unread 30 s)',
    share: 0.3,
    polls: (student) => [
      {
        endpoint: 'GET /api/applications/:id',
        path: `/api/applications/${student.applicationId}`,
        intervalMs: 10_000,
      },
      {
        endpoint: 'GET /api/applications/:id/updates',
        path: `/api/applications/${student.applicationId}/updates`,
        intervalMs: 10_000,
      },
      {
        endpoint: 'GET /api/applications/:id/programs',
        path: `/api/applications/${student.applicationId}/programs`,
        intervalMs: 10_000,
      },
      {
        endpoint: 'GET /api/applications/:id/documents',
        path: `/api/applications/${student.applicationId}/documents`,
        intervalMs: 10_000,
      },
      { endpoint: 'GET /api/info-requests', path: '/api/info-requests', intervalMs: 10_000 },
      unreadCount,
    ],
  },
  {
    name: 'Study Paths list (the list every 10 s, unread 30 s)',
    share: 0.1,
    polls: () => [
      { endpoint: 'GET /api/applications', path: '/api/applications', intervalMs: 10_000 },
      unreadCount,
    ],
  },
  {
    name: 'Another page: dashboard, profile, documents (unread 30 s)',
    share: 0.35,
    polls: () => [unreadCount],
  },
];

/** Every endpoint the mix polls, in the order the tables list them. */
export const pollEndpoints: readonly { endpoint: string; path: (s: SeededStudent) => string }[] = [
  { endpoint: 'GET /api/applications', path: () => '/api/applications' },
  { endpoint: 'GET /api/applications/:id', path: (s) => `/api/applications/${s.applicationId}` },
  {
    endpoint: 'GET /api/applications/:id/updates',
    path: (s) => `/api/applications/${s.applicationId}/updates`,
  },
  {
    endpoint: 'GET /api/applications/:id/programs',
    path: (s) => `/api/applications/${s.applicationId}/programs`,
  },
  {
    endpoint: 'GET /api/applications/:id/documents',
    path: (s) => `/api/applications/${s.applicationId}/documents`,
  },
  { endpoint: 'GET /api/info-requests', path: () => '/api/info-requests' },
  { endpoint: 'GET /api/messages/threads', path: () => '/api/messages/threads' },
  { endpoint: 'GET /api/messages/thread/:id', path: (s) => `/api/messages/thread/${s.threadId}` },
  { endpoint: 'GET /api/messages/unread-count', path: () => '/api/messages/unread-count' },
];

/** What a browser sends besides its cookie on a background refetch. */
export function pollHeaders(): Record<string, string> {
  return {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'x-session-activity': 'passive',
  };
}

/** Screens spread evenly over the students (a low-discrepancy sequence, not a coin per student). */
function screenOf(index: number): Screen {
  const position = (index * 0.6180339887498949) % 1;
  let cumulative = 0;
  for (const screen of screens) {
    cumulative += screen.share;
    if (position < cumulative) return screen;
  }
  return screens[screens.length - 1] as Screen;
}

export interface WriteStats extends EndpointMixStats {
  ratePerSecond: number;
}

export interface MixResult extends MixWorkerOutput {
  writes: WriteStats[];
  pollerCount: number;
  /** Polls a second the schedule asks for. */
  plannedPerSecond: number;
  durationSeconds: number;
  /** CPU cores in use on average during the measured window (server: the portal). */
  cpu: CpuUse;
}

export interface MixOptions {
  baseUrl: string;
  students: SeededStudent[];
  /** `name=value` of the student session cookie name, given the raw value. */
  sessionCookie: (raw: string) => string;
  admin: { cookie: string; csrfToken: string };
  connections: number;
  warmupSeconds: number;
  seconds: number;
  repliesPerSecond: number;
  notesPerSecond: number;
  /** CPU seconds of the portal, PostgreSQL (when ours), the bench and the machine. */
  cpuProbe: CpuProbe;
}

interface WriteKind {
  endpoint: string;
  ratePerSecond: number;
  send: (counter: number) => { method: string; path: string; body: unknown };
}

/** The consultant's writes, open loop at fixed rates, counted in the measured window only. */
async function runWriter(
  options: MixOptions,
  window: { start: number; measureFrom: number; stopAt: number },
): Promise<WriteStats[]> {
  const randomStudent = () =>
    options.students[Math.floor(Math.random() * options.students.length)] as SeededStudent;
  const kinds: WriteKind[] = [
    {
      endpoint: 'POST /api/messages (consultant reply)',
      ratePerSecond: options.repliesPerSecond,
      send: (counter) => ({
        method: 'POST',
        path: '/api/messages',
        body: {
          threadId: randomStudent().threadId,
          content: `Thanks for your message. We checked your file today (${counter}); nothing else is needed for now.`,
        },
      }),
    },
    {
      endpoint: 'PATCH /api/admin/applications/:id/notes',
      ratePerSecond: options.notesPerSecond,
      send: (counter) => ({
        method: 'PATCH',
        path: `/api/admin/applications/${randomStudent().applicationId}/notes`,
        body: { adminNotes: `Please bring your original transcript to the call (${counter}).` },
      }),
    },
  ];
  let csrfToken = options.admin.csrfToken;
  const refreshToken = async () => {
    const answer = await fetch(`${options.baseUrl}/api/csrf-token`, {
      headers: { cookie: options.admin.cookie },
    });
    csrfToken = ((await answer.json()) as { csrfToken: string }).csrfToken;
  };
  const pending = new Set<Promise<void>>();
  const results: {
    kind: WriteKind;
    latencies: number[];
    errors: number;
    errorStatuses: Record<string, number>;
  }[] = kinds.map((kind) => ({ kind, latencies: [], errors: 0, errorStatuses: {} }));
  let counter = 0;
  // A timer due just before the end may fire after it: it must not start a write then.
  let isStopped = false;
  for (const result of results) {
    if (result.kind.ratePerSecond <= 0) continue;
    const interval = 1000 / result.kind.ratePerSecond;
    const fire = (scheduledAt: number) => {
      if (scheduledAt >= window.stopAt || isStopped) return;
      setTimeout(
        fire,
        Math.max(0, scheduledAt + interval - performance.now()),
        scheduledAt + interval,
      );
      counter += 1;
      const request = result.kind.send(counter);
      const isMeasured = scheduledAt >= window.measureFrom;
      const started = performance.now();
      const attempt = () =>
        fetch(`${options.baseUrl}${request.path}`, {
          method: request.method,
          headers: {
            cookie: options.admin.cookie,
            'content-type': 'application/json',
            'x-csrf-token': csrfToken,
          },
          body: JSON.stringify(request.body),
        });
      const work = (async () => {
        let status: string;
        try {
          let answer = await attempt();
          if (answer.status === 403) {
            await answer.arrayBuffer();
            await refreshToken();
            answer = await attempt();
          }
          await answer.arrayBuffer();
          status = answer.ok ? 'ok' : String(answer.status);
        } catch (error) {
          const code = (error as { cause?: { code?: unknown } }).cause?.code;
          status = `network: ${typeof code === 'string' ? code : String(error)}`;
        }
        if (!isMeasured) return;
        result.latencies.push(performance.now() - started);
        if (status !== 'ok') {
          result.errors += 1;
          result.errorStatuses[status] = (result.errorStatuses[status] ?? 0) + 1;
        }
      })();
      pending.add(work);
      void work.finally(() => pending.delete(work));
    };
    const first = window.start + Math.random() * interval;
    setTimeout(fire, Math.max(0, first - performance.now()), first);
  }
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, window.stopAt - performance.now())),
  );
  isStopped = true;
  await Promise.all(pending);
  return results.map(({ kind, latencies, errors, errorStatuses }) => ({
    endpoint: kind.endpoint,
    ratePerSecond: kind.ratePerSecond,
    ...summarize(latencies),
    errors,
    errorStatuses,
    conditional: 0,
    notModified: 0,
    notModifiedVersioned: 0,
    skipped: 0,
  }));
}

export async function runPollMix(options: MixOptions): Promise<MixResult> {
  const endpoints = pollEndpoints.map((entry) => entry.endpoint);
  const pollers: Poller[] = [];
  options.students.forEach((student, index) => {
    for (const poll of screenOf(index).polls(student)) {
      pollers.push({
        endpoint: endpoints.indexOf(poll.endpoint),
        path: poll.path,
        intervalMs: poll.intervalMs,
        cookie: options.sessionCookie(student.cookie),
      });
    }
  });
  const epochStart = Date.now() + 300;
  const warmupMs = options.warmupSeconds * 1000;
  const durationMs = options.seconds * 1000;
  const input: MixWorkerInput = {
    baseUrl: options.baseUrl,
    connections: options.connections,
    epochStart,
    warmupMs,
    durationMs,
    endpoints,
    headers: pollHeaders(),
    pollers,
  };
  const worker = new Worker(new URL('./bench-poll-mix-worker.ts', import.meta.url), {
    workerData: input,
  });
  const workerDone = new Promise<MixWorkerOutput>((resolve, reject) => {
    worker.once('message', (message: { output?: MixWorkerOutput; error?: string }) => {
      if (message.output) resolve(message.output);
      else reject(new Error(`poll mix worker failed: ${message.error ?? 'no answer'}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`poll mix worker exited (${code})`)));
  });

  const start = epochStart - performance.timeOrigin;
  const window = { start, measureFrom: start + warmupMs, stopAt: start + warmupMs + durationMs };
  // CPU time at the start and end of the measured window (the end one taken late at the latest
  // when the results arrive first).
  const snapshot = () => ({ at: performance.now(), ...options.cpuProbe() });
  let first = snapshot();
  let last: typeof first | undefined;
  const firstTimer = setTimeout(() => (first = snapshot()), window.measureFrom - performance.now());
  const lastTimer = setTimeout(() => (last ??= snapshot()), window.stopAt - performance.now());
  try {
    const [output, writes] = await Promise.all([workerDone, runWriter(options, window)]);
    last ??= snapshot();
    const seconds = options.seconds;
    const elapsed = (last.at - first.at) / 1000;
    return {
      ...output,
      writes,
      pollerCount: pollers.length,
      plannedPerSecond: pollers.reduce((sum, poller) => sum + 1000 / poller.intervalMs, 0),
      durationSeconds: seconds,
      cpu: coresBetween(first, last, elapsed),
    };
  } finally {
    clearTimeout(firstTimer);
    clearTimeout(lastTimer);
    await worker.terminate();
  }
}
