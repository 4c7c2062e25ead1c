import { describe, expect, it } from 'vitest';
import { relativeTimeSince } from './relative-time.ts';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('how long ago', () => {
  it('is less than a minute for the last half minute and for a clock ahead of ours', () => {
    expect(relativeTimeSince(ago(20_000), now)).toEqual({ unit: 'lessThanAMinute', count: 0 });
    expect(relativeTimeSince(ago(-5 * MINUTE), now).unit).toBe('lessThanAMinute');
  });

  it('counts minutes, then hours, days, months and years', () => {
    expect(relativeTimeSince(ago(5 * MINUTE), now)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTimeSince(ago(44 * MINUTE), now)).toEqual({ unit: 'minutes', count: 44 });
    expect(relativeTimeSince(ago(45 * MINUTE), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTimeSince(ago(150 * MINUTE), now)).toEqual({ unit: 'hours', count: 3 });
    expect(relativeTimeSince(ago(DAY), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTimeSince(ago(12 * DAY), now)).toEqual({ unit: 'days', count: 12 });
    expect(relativeTimeSince(ago(70 * DAY), now)).toEqual({ unit: 'months', count: 2 });
    expect(relativeTimeSince(ago(800 * DAY), now)).toEqual({ unit: 'years', count: 2 });
  });

  it('reads an ISO string as the server sends it', () => {
    expect(relativeTimeSince('2026-11-25T11:55:00.000Z', now)).toEqual({
      unit: 'minutes',
      count: 5,
    });
  });
});
