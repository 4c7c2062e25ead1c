// How long a student waits for their consultant (issue 29, item 3), from what happened on the
// path, never from estimates. A wait begins with the first thing that puts the move with the
// consultant (the path created, a message from the student, an answered information request, a
// document uploaded, a payment) and ends with the first thing the consultant does for the student
// (a reply, a status change, a note for the student, a request). Everything the student does while
// a wait is open belongs to it: three messages before an answer are one wait, from the first.
// A reassignment does not restart the wait (the promise was made to the student); the wait is
// counted for the consultant who ends it. A path that ends while waiting ends the wait without an
// answer: it counts in no answer time.

export const consultantMoveStarts = [
  'path_created',
  'student_message',
  'info_request_answered',
  'document_uploaded',
  'payment',
] as const;
export const consultantMoveEnds = [
  'consultant_message',
  'status_change',
  'student_note',
  'info_request_sent',
] as const;

export type PathEventKind =
  | (typeof consultantMoveStarts)[number]
  | (typeof consultantMoveEnds)[number]
  /** The path moved to another consultant. */
  | 'reassigned'
  /** The path ended (a terminal status): nobody's move any more. */
  | 'path_ended';

export interface PathEvent {
  kind: PathEventKind;
  at: Date;
  /** For 'reassigned': who the path went to. */
  consultantId?: string;
}

export interface ConsultantWait {
  startedAt: Date;
  /** Null while the student still waits. */
  endedAt: Date | null;
  /** 'answered' by the consultant, 'path_ended' without an answer; null while open. */
  outcome: 'answered' | 'path_ended' | null;
  /** The consultant the path was with when the wait ended (or is with now). */
  consultantId: string | null;
}

const isStart = (kind: PathEventKind) => (consultantMoveStarts as readonly string[]).includes(kind);
const isEnd = (kind: PathEventKind) => (consultantMoveEnds as readonly string[]).includes(kind);

/** The path's waits, oldest first, from its events (sorted here by time, stable). */
export function consultantWaits(
  events: readonly PathEvent[],
  firstConsultantId: string | null,
): ConsultantWait[] {
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const waits: ConsultantWait[] = [];
  let consultantId = firstConsultantId;
  let open: ConsultantWait | null = null;
  for (const event of ordered) {
    if (event.kind === 'reassigned') {
      consultantId = event.consultantId ?? null;
      if (open) open.consultantId = consultantId;
    } else if (event.kind === 'path_ended') {
      if (open) {
        open.endedAt = event.at;
        open.outcome = 'path_ended';
        open = null;
      }
    } else if (isStart(event.kind)) {
      if (!open) {
        open = { startedAt: event.at, endedAt: null, outcome: null, consultantId };
        waits.push(open);
      }
    } else if (isEnd(event.kind) && open) {
      open.endedAt = event.at;
      open.outcome = 'answered';
      open = null;
    }
  }
  return waits;
}

const hourMs = 60 * 60 * 1000;

/** The response-time target: the firm's setting, or the longer one for a path marked complex. */
export function targetHours(
  settings: { targetHours: number; complexTargetHours: number },
  isComplex: boolean,
): number {
  return isComplex ? settings.complexTargetHours : settings.targetHours;
}

/**
 * Where an open wait stands at `now`: how long it has run, and either how long until it is due
 * ("Waiting on you for 31 h · due in 17 h") or by how much it is overdue ("Overdue by 5 h").
 */
export function waitStanding(
  wait: Pick<ConsultantWait, 'startedAt'>,
  target: number,
  now: Date,
): { waitingMs: number; dueAt: Date; dueInMs: number; overdueByMs: number } {
  const waitingMs = Math.max(0, now.getTime() - wait.startedAt.getTime());
  const dueAt = new Date(wait.startedAt.getTime() + target * hourMs);
  const remaining = dueAt.getTime() - now.getTime();
  return {
    waitingMs,
    dueAt,
    dueInMs: Math.max(0, remaining),
    overdueByMs: Math.max(0, -remaining),
  };
}

/** Answer times in ms of the waits answered within [from, to): what the team view summarises. */
export function answerTimes(waits: readonly ConsultantWait[], from: Date, to: Date): number[] {
  return waits.flatMap((wait) =>
    wait.outcome === 'answered' &&
    wait.endedAt !== null &&
    wait.endedAt >= from &&
    wait.endedAt < to
      ? [wait.endedAt.getTime() - wait.startedAt.getTime()]
      : [],
  );
}

/**
 * The p-th percentile (0-100) by nearest rank, or null for no values: the median is 50, the
 * team view's tail 90. Nearest rank gives a time someone actually waited, never an average of two.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}
