// A steady write load through the fleet's proxy: `concurrency` loops, each sending one write after
// another until stopped, every attempt recorded with when it started and ended, how it ended
// (status, or the network error) and which process answered (X-StudyPath-Process).
export interface WriteAttempt {
  n: number;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when the request failed without an answer. */
  status: number;
  process: string | null;
  /** The created record's id when the write was acknowledged. */
  id: string | null;
  error: string | null;
}

export interface WriteLoad {
  attempts: WriteAttempt[];
  stop: () => Promise<WriteAttempt[]>;
}

export function startWriteLoad(options: {
  concurrency: number;
  send: (n: number) => Promise<Response>;
  /** Pause between a loop's writes, so the load is steady rather than flat out. */
  pauseMs?: number;
}): WriteLoad {
  const attempts: WriteAttempt[] = [];
  let isRunning = true;
  let next = 0;
  const loop = async () => {
    while (isRunning) {
      next += 1;
      const n = next;
      const startedAt = Date.now();
      try {
        const response = await options.send(n);
        const text = await response.text();
        let id: string | null = null;
        if (response.ok) {
          try {
            id = (JSON.parse(text) as { id?: string }).id ?? null;
          } catch {
            id = null;
          }
        }
        attempts.push({
          n,
          startedAt,
          endedAt: Date.now(),
          status: response.status,
          process: response.headers.get('x-studypath-process'),
          id,
          error: response.ok ? null : text.slice(0, 200),
        });
      } catch (error) {
        attempts.push({
          n,
          startedAt,
          endedAt: Date.now(),
          status: 0,
          process: null,
          id: null,
          error: describe(error),
        });
      }
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const loops = Array.from({ length: options.concurrency }, () => loop());
  return {
    attempts,
    stop: async () => {
      isRunning = false;
      await Promise.all(loops);
      return attempts;
    },
  };
}

/** Counts by a key, for the printed figures. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** An error and its cause (undici's "fetch failed" says why only there). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` ${error.cause.name}: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
