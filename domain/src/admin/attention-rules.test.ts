import { describe, expect, it } from 'vitest';
import {
  pathReviewCutoff,
  recentWeekStarts,
  subtractBusinessHours,
  unansweredMessageCutoff,
  weekStartOf,
} from './attention-rules.ts';

// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('one business day', () => {
  it('is the same time yesterday from Tuesday to Friday', () => {
    expect(unansweredMessageCutoff(at('2026-11-24T10:00:00Z'))).toEqual(at('2026-11-23T10:00:00Z'));
    expect(unansweredMessageCutoff(at('2026-11-27T23:59:00Z'))).toEqual(at('2026-11-26T23:59:00Z'));
  });

  it('skips the weekend: on Monday it reaches back to Friday', () => {
    expect(unansweredMessageCutoff(at('2026-11-23T10:00:00Z'))).toEqual(at('2026-11-20T10:00:00Z'));
  });

  it('does not move during the weekend: on Saturday or Sunday it is Friday 00:00', () => {
    expect(unansweredMessageCutoff(at('2026-11-21T12:00:00Z'))).toEqual(at('2026-11-20T00:00:00Z'));
    expect(unansweredMessageCutoff(at('2026-11-22T23:00:00Z'))).toEqual(at('2026-11-20T00:00:00Z'));
  });

  it('counts a message written on the weekend from Monday', () => {
    // Written Saturday; on Monday 23:00 it has waited 23 business hours, on Tuesday 00:00 one day.
    const saturday = at('2026-11-21T09:00:00Z');
    expect(unansweredMessageCutoff(at('2026-11-23T23:00:00Z')) < saturday).toBe(true);
    expect(unansweredMessageCutoff(at('2026-11-24T00:00:00Z')) >= saturday).toBe(true);
  });

  it('subtracts several business days across weekends', () => {
    expect(subtractBusinessHours(at('2026-11-23T10:00:00Z'), 72)).toEqual(
      at('2026-11-18T10:00:00Z'),
    );
  });
});

describe('the review promise', () => {
  it('is 48 hours, weekends included', () => {
    expect(pathReviewCutoff(at('2026-11-23T10:00:00Z'))).toEqual(at('2026-11-21T10:00:00Z'));
  });
});

describe('weeks of the charts', () => {
  it('start on Monday 00:00 UTC', () => {
    expect(weekStartOf(at('2026-11-23T00:00:00Z'))).toEqual(at('2026-11-23T00:00:00Z'));
    expect(weekStartOf(at('2026-11-29T23:59:59Z'))).toEqual(at('2026-11-23T00:00:00Z'));
    expect(weekStartOf(at('2026-11-22T23:59:59Z'))).toEqual(at('2026-11-16T00:00:00Z'));
  });

  it('are the last twelve, oldest first, the current week last', () => {
    const weeks = recentWeekStarts(at('2026-11-25T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual(at('2026-11-23T00:00:00Z'));
    expect(weeks[0]).toEqual(at('2026-09-07T00:00:00Z'));
  });
});
