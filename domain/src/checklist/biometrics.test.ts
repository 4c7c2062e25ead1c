import { describe, expect, it } from 'vitest';
import { deriveChecklist } from './derive-checklist.ts';
import { checklistFacts, onDay } from '../../test/checklist.fixtures.ts';

const needsBiometrics = (dateOfBirth: string | null, day = '2026-11-26') =>
  deriveChecklist(checklistFacts({ dateOfBirth, today: onDay(day) })).items.some(
    (item) => item.id === 'biometrics',
  );

describe('biometrics: ages 14 to 79', () => {
  it('starts on the 14th birthday', () => {
    expect(needsBiometrics('2012-11-27')).toBe(false); // 13, a day short of 14
    expect(needsBiometrics('2012-11-26')).toBe(true);
  });

  it('still holds at 79 and ends on the 80th birthday', () => {
    expect(needsBiometrics('1946-11-27')).toBe(true); // 79, a day short of 80
    expect(needsBiometrics('1946-11-26')).toBe(false);
  });

  it('is on the list when the date of birth is not known yet', () => {
    expect(needsBiometrics(null)).toBe(true);
  });
});
