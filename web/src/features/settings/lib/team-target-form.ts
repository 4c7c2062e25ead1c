// The Team card's targets: typed as a whole number of hours or of minutes, saved in minutes. A
// target in whole hours shows in hours; any other (a one-minute trial run) in minutes, so what was
// saved always shows exactly.
import { MAX_TARGET_MINUTES, MIN_TARGET_MINUTES, type FirmSettings } from '@studypath/domain/team';

export type TargetUnit = 'hours' | 'minutes';
export const targetUnits: readonly TargetUnit[] = ['hours', 'minutes'];

const MINUTES_PER: Record<TargetUnit, number> = { hours: 60, minutes: 1 };

/** What a NumberInput holds (a number, or the text while it is not one) and its unit. */
export interface TargetValue {
  amount: number | string;
  unit: TargetUnit;
}

export interface FirmFormValues {
  autoAssign: boolean;
  target: TargetValue;
  complexTarget: TargetValue;
}

export type TargetField = 'target' | 'complexTarget';
export type TargetProblem = 'whole' | 'tooShort' | 'tooLong';
export type FirmFormErrors = Partial<Record<TargetField, TargetProblem>>;

export function targetValueOf(minutes: number): TargetValue {
  return minutes % 60 === 0
    ? { amount: minutes / 60, unit: 'hours' }
    : { amount: minutes, unit: 'minutes' };
}

export function firmFormValuesOf(firm: FirmSettings): FirmFormValues {
  return {
    autoAssign: firm.autoAssign,
    target: targetValueOf(firm.targetMinutes),
    complexTarget: targetValueOf(firm.complexTargetMinutes),
  };
}

/** The target in minutes, or why it cannot be one (the server's bounds: 1 minute to 30 days). */
export function targetMinutesOf({ amount, unit }: TargetValue): number | TargetProblem {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? NaN : amount);
  if (!Number.isInteger(value)) return 'whole';
  const minutes = value * MINUTES_PER[unit];
  if (minutes < MIN_TARGET_MINUTES) return 'tooShort';
  if (minutes > MAX_TARGET_MINUTES) return 'tooLong';
  return minutes;
}

/** The request's firm part, checked as the server checks it; or each field's problem. */
export function toFirmRequest(
  values: FirmFormValues,
): { firm: FirmSettings } | { errors: FirmFormErrors } {
  const targetMinutes = targetMinutesOf(values.target);
  const complexTargetMinutes = targetMinutesOf(values.complexTarget);
  if (typeof targetMinutes === 'number' && typeof complexTargetMinutes === 'number') {
    return { firm: { autoAssign: values.autoAssign, targetMinutes, complexTargetMinutes } };
  }
  const errors: FirmFormErrors = {};
  if (typeof targetMinutes !== 'number') errors.target = targetMinutes;
  if (typeof complexTargetMinutes !== 'number') errors.complexTarget = complexTargetMinutes;
  return { errors };
}
