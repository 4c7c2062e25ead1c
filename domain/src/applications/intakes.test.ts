import { describe, expect, it } from 'vitest';
import {
  intakeLabel,
  intakeSchema,
  intakeStartDate,
  parseIntake,
  upcomingIntakeOptions,
  upcomingIntakeSchema,
  upcomingIntakes,
} from './intakes.ts';

const utc = (date: string) => new Date(`${date}T12:00:00Z`);

describe('upcomingIntakes', () => {
  it.each([
    ['2026-12-31', ['winter-2027', 'spring-2027', 'summer-2027', 'fall-2027']],
    ['2027-01-01', ['spring-2027', 'summer-2027', 'fall-2027', 'winter-2028']],
    ['2027-04-30', ['spring-2027', 'summer-2027', 'fall-2027', 'winter-2028']],
    ['2027-05-01', ['summer-2027', 'fall-2027', 'winter-2028', 'spring-2028']],
    ['2027-06-30', ['summer-2027', 'fall-2027', 'winter-2028', 'spring-2028']],
    ['2027-07-01', ['fall-2027', 'winter-2028', 'spring-2028', 'summer-2028']],
    ['2027-08-31', ['fall-2027', 'winter-2028', 'spring-2028', 'summer-2028']],
    ['2027-09-01', ['winter-2028', 'spring-2028', 'summer-2028', 'fall-2028']],
    ['2028-02-29', ['spring-2028', 'summer-2028', 'fall-2028', 'winter-2029']],
  ])('on %s offers %j', (today, expected) => {
    expect(upcomingIntakes(utc(today))).toEqual(expected);
  });

  it('stops offering an intake at midnight UTC of its first day', () => {
    expect(upcomingIntakes(new Date('2027-08-31T23:59:59.999Z'))[0]).toBe('fall-2027');
    expect(upcomingIntakes(new Date('2027-09-01T00:00:00.000Z'))[0]).toBe('winter-2028');
  });

  it('offers every intake after today, soonest first', () => {
    const today = utc('2027-03-15');
    const starts = upcomingIntakes(today, 8).map((value) => {
      const intake = parseIntake(value);
      if (!intake) throw new Error(value);
      return intakeStartDate(intake).getTime();
    });
    expect(
      starts.every((start, i) => start > today.getTime() && (i === 0 || start > starts[i - 1]!)),
    ).toBe(true);
  });
});

describe('intake values and labels', () => {
  it("reads 'fall-2027' as Fall 2027", () => {
    expect(intakeLabel('fall-2027')).toBe('Fall 2027');
    expect(intakeLabel('winter-2028')).toBe('Winter 2028');
    expect(intakeLabel('autumn-2027')).toBeUndefined();
  });

  it('offers the upcoming intakes with their labels', () => {
    expect(upcomingIntakeOptions(utc('2026-10-02'))[0]).toEqual({
      value: 'winter-2027',
      label: 'Winter 2027',
    });
  });

  it('starts each season on the first of its month', () => {
    expect(intakeStartDate({ season: 'spring', year: 2027 }).toISOString()).toBe(
      '2027-05-01T00:00:00.000Z',
    );
  });

  it('stores any intake in the right form, past ones included', () => {
    expect(intakeSchema.parse('spring-2026')).toBe('spring-2026');
    expect(intakeSchema.safeParse('Spring 2026').success).toBe(false);
    expect(intakeSchema.safeParse('fall-27').success).toBe(false);
  });

  it('offers a new study path only the upcoming intakes', () => {
    const schema = upcomingIntakeSchema(utc('2027-01-01'));
    expect(schema.parse('spring-2027')).toBe('spring-2027');
    expect(schema.safeParse('winter-2027').error?.issues[0]?.message).toBe(
      'Choose one of the upcoming start dates',
    );
    expect(schema.safeParse('spring-2028').success).toBe(false);
  });
});
