import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';
import { parseTypedDate, readTypedDate } from './parse-typed-date.ts';

describe('parseTypedDate', () => {
  it('reads the display format of spec §9, as the date fields show it', () => {
    expect(parseTypedDate('Apr 12, 1999')).toBe('1999-04-12');
    expect(parseTypedDate(formatDate('2026-11-22T12:00:00'))).toBe('2026-11-22');
  });

  it('accepts full or lower-case month names, no comma and extra spaces', () => {
    expect(parseTypedDate('April 12 1999')).toBe('1999-04-12');
    expect(parseTypedDate('  sept  5,   2008 ')).toBe('2008-09-05');
    expect(parseTypedDate('Dec. 31, 2000')).toBe('2000-12-31');
  });

  it('reads the day first and ISO dates', () => {
    expect(parseTypedDate('12 Apr 1999')).toBe('1999-04-12');
    expect(parseTypedDate('5 March, 2010')).toBe('2010-03-05');
    expect(parseTypedDate('1999-04-12')).toBe('1999-04-12');
    expect(parseTypedDate('1999/4/2')).toBe('1999-04-02');
  });

  it('refuses days that do not exist', () => {
    expect(parseTypedDate('Feb 30, 2001')).toBeNull();
    expect(parseTypedDate('Feb 29, 2001')).toBeNull();
    expect(parseTypedDate('Feb 29, 2004')).toBe('2004-02-29');
    expect(parseTypedDate('2001-13-01')).toBeNull();
    expect(parseTypedDate('Apr 0, 1999')).toBeNull();
  });

  it('refuses numbers whose day and month could be either way round', () => {
    expect(parseTypedDate('04/12/1999')).toBeNull();
    expect(parseTypedDate('12.04.1999')).toBeNull();
  });

  it('refuses unknown or ambiguous month names, short years and stray text', () => {
    expect(parseTypedDate('Ju 12, 1999')).toBeNull();
    expect(parseTypedDate('Jux 12, 1999')).toBeNull();
    expect(parseTypedDate('Apr 12, 99')).toBeNull();
    expect(parseTypedDate('Apr 12, 0099')).toBeNull();
    expect(parseTypedDate('Apr 121999')).toBeNull();
    expect(parseTypedDate('next Tuesday')).toBeNull();
    expect(parseTypedDate('Apr 12, 1999 and more')).toBeNull();
  });
});

describe('readTypedDate', () => {
  it('tells empty text, a date, text that is no date and a date after the last allowed day', () => {
    expect(readTypedDate('   ')).toEqual({ kind: 'empty' });
    expect(readTypedDate('Apr 12, 1999', { latest: '2026-01-01' })).toEqual({
      kind: 'date',
      value: '1999-04-12',
    });
    expect(readTypedDate('Apr 31, 1999')).toEqual({ kind: 'invalid' });
    expect(readTypedDate('Jan 2, 2026', { latest: '2026-01-01' })).toEqual({
      kind: 'tooLate',
      value: '2026-01-02',
    });
    expect(readTypedDate('Jan 1, 2026', { latest: '2026-01-01' }).kind).toBe('date');
  });
});
