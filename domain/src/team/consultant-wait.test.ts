import { describe, expect, it } from 'vitest';
import {
  answerTimes,
  consultantWaits,
  percentile,
  targetHours,
  waitStanding,
  type PathEvent,
} from './consultant-wait.ts';

const start = Date.UTC(2026, 10, 2, 9);
const at = (hours: number) => new Date(start + hours * 60 * 60 * 1000);
const event = (kind: PathEvent['kind'], hours: number, consultantId?: string): PathEvent => ({
  kind,
  at: at(hours),
  ...(consultantId ? { consultantId } : {}),
});

describe('the waits of a study path', () => {
  it('begins with the path and ends with the consultant’s first answer', () => {
    const waits = consultantWaits(
      [event('path_created', 0), event('status_change', 20), event('student_message', 30)],
      'ana',
    );
    expect(waits).toEqual([
      { startedAt: at(0), endedAt: at(20), outcome: 'answered', consultantId: 'ana' },
      { startedAt: at(30), endedAt: null, outcome: null, consultantId: 'ana' },
    ]);
  });

  it('counts a student who writes three times before an answer as one wait, from the first', () => {
    const waits = consultantWaits(
      [
        event('student_message', 1),
        event('student_message', 5),
        event('document_uploaded', 6),
        event('student_message', 9),
        event('consultant_message', 12),
      ],
      'ana',
    );
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatchObject({ startedAt: at(1), endedAt: at(12), outcome: 'answered' });
  });

  it('keeps the wait going across a reassignment, counted for who answers', () => {
    const waits = consultantWaits(
      [
        event('student_message', 0),
        event('reassigned', 10, 'bruno'),
        event('consultant_message', 15),
      ],
      'ana',
    );
    expect(waits).toEqual([
      { startedAt: at(0), endedAt: at(15), outcome: 'answered', consultantId: 'bruno' },
    ]);
  });

  it('ends a wait without an answer when the path ends while waiting', () => {
    const waits = consultantWaits(
      [event('student_message', 0), event('path_ended', 4), event('student_message', 6)],
      'ana',
    );
    expect(waits[0]).toMatchObject({ endedAt: at(4), outcome: 'path_ended' });
    // A message after the end opens a new wait (a path reopened is waited on again).
    expect(waits[1]).toMatchObject({ startedAt: at(6), outcome: null });
    expect(answerTimes(waits, at(-1), at(100))).toEqual([]);
  });

  it('ignores the consultant’s moves while nobody waits, and reads events in time order', () => {
    const waits = consultantWaits(
      [event('consultant_message', 3), event('status_change', 1), event('payment', 2)],
      null,
    );
    expect(waits).toEqual([
      { startedAt: at(2), endedAt: at(3), outcome: 'answered', consultantId: null },
    ]);
  });
});

describe('where an open wait stands', () => {
  it('says how long it has run and when it is due', () => {
    expect(waitStanding({ startedAt: at(0) }, 48, at(31))).toEqual({
      waitingMs: 31 * 3_600_000,
      dueAt: at(48),
      dueInMs: 17 * 3_600_000,
      overdueByMs: 0,
    });
  });

  it('says by how much it is overdue once past the target', () => {
    expect(waitStanding({ startedAt: at(0) }, 72, at(77))).toMatchObject({
      dueInMs: 0,
      overdueByMs: 5 * 3_600_000,
    });
  });

  it('takes the complex target for a path marked complex', () => {
    const settings = { targetHours: 48, complexTargetHours: 72 };
    expect(targetHours(settings, false)).toBe(48);
    expect(targetHours(settings, true)).toBe(72);
  });
});

describe('answer times and percentiles', () => {
  const waits = consultantWaits(
    [
      event('student_message', 0),
      event('consultant_message', 2),
      event('student_message', 10),
      event('consultant_message', 30),
      event('student_message', 40),
    ],
    'ana',
  );

  it('lists the answered waits that ended in the period', () => {
    expect(answerTimes(waits, at(0), at(100))).toEqual([2 * 3_600_000, 20 * 3_600_000]);
    expect(answerTimes(waits, at(3), at(100))).toEqual([20 * 3_600_000]);
  });

  it('takes the nearest-rank percentile: a time someone actually waited', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([7], 90)).toBe(7);
  });
});
