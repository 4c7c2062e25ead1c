// Where a student's wait for their consultant stands now (issue 29, decision 039): nothing
// waiting, waiting (due soon when under a quarter of the target is left), or overdue. The server
// gives when the wait began and when it falls due; the clock is the browser's.
import type { OpenWait } from '@studypath/domain/team';

export type WaitStanding =
  | { kind: 'none' }
  | { kind: 'waiting'; waitedMs: number; dueInMs: number; isDueSoon: boolean }
  | { kind: 'overdue'; overdueMs: number };

/** Under this share of the target left, the wait shows in orange. */
const DUE_SOON_SHARE = 1 / 4;

export function waitStandingAt(wait: OpenWait | null, now: number): WaitStanding {
  if (wait === null) return { kind: 'none' };
  const dueInMs = Date.parse(wait.dueAt) - now;
  if (dueInMs <= 0) return { kind: 'overdue', overdueMs: -dueInMs };
  return {
    kind: 'waiting',
    waitedMs: Math.max(0, now - Date.parse(wait.startedAt)),
    dueInMs,
    isDueSoon: dueInMs < wait.targetMinutes * 60_000 * DUE_SOON_SHARE,
  };
}
