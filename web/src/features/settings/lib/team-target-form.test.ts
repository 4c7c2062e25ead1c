import { describe, expect, it } from 'vitest';
import { targetMinutesOf, targetValueOf, toFirmRequest } from './team-target-form.ts';

describe('team target form', () => {
  it('shows a target in whole hours in hours, any other in minutes, so it reads exactly', () => {
    expect(targetValueOf(48 * 60)).toEqual({ amount: 48, unit: 'hours' });
    expect(targetValueOf(1)).toEqual({ amount: 1, unit: 'minutes' });
    expect(targetValueOf(90)).toEqual({ amount: 90, unit: 'minutes' });
  });

  it('converts hours to minutes and keeps minutes as typed', () => {
    expect(targetMinutesOf({ amount: 72, unit: 'hours' })).toBe(4320);
    expect(targetMinutesOf({ amount: '15', unit: 'minutes' })).toBe(15);
  });

  it('refuses what is not a whole number, under a minute or over 30 days', () => {
    expect(targetMinutesOf({ amount: '', unit: 'hours' })).toBe('whole');
    expect(targetMinutesOf({ amount: 1.5, unit: 'hours' })).toBe('whole');
    expect(targetMinutesOf({ amount: 0, unit: 'minutes' })).toBe('tooShort');
    expect(targetMinutesOf({ amount: 720, unit: 'hours' })).toBe(43_200);
    expect(targetMinutesOf({ amount: 721, unit: 'hours' })).toBe('tooLong');
  });

  it('builds the firm part of the request, or names each field that is wrong', () => {
    expect(
      toFirmRequest({
        autoAssign: false,
        target: { amount: 24, unit: 'hours' },
        complexTarget: { amount: 30, unit: 'minutes' },
      }),
    ).toEqual({ firm: { autoAssign: false, targetMinutes: 1440, complexTargetMinutes: 30 } });
    expect(
      toFirmRequest({
        autoAssign: true,
        target: { amount: 24, unit: 'hours' },
        complexTarget: { amount: 0, unit: 'hours' },
      }),
    ).toEqual({ errors: { complexTarget: 'tooShort' } });
  });
});
