import { describe, expect, it } from 'vitest';
import { builtInNames } from '../../test/own-key.fixtures.ts';
import { computeProfileCompletion } from './profile-completion.ts';
import { adultIdentity, today } from '../../test/profile.fixtures.ts';
import type { ProfileValues } from './profile.schema.ts';

const base: ProfileValues = {
  ...adultIdentity,
  phoneNumber: '+5511912345678',
  academicGrade: '88%',
};

describe('computeProfileCompletion with a pathway the form does not know', () => {
  // The form computes the ring on whatever the student has typed so far.
  const unknownPathway = computeProfileCompletion({ ...base, pathway: 'kindergarten' }, today);

  it('counts only the base fields for an unknown pathway', () => {
    expect(unknownPathway).toBe(100);
    expect(computeProfileCompletion({ ...base, legalLastName: '', pathway: 'x' }, today)).toBe(
      Math.round((8 / 9) * 100),
    );
  });

  it.each(builtInNames)('treats %s as an unknown pathway', (pathway) => {
    expect(computeProfileCompletion({ ...base, pathway }, today)).toBe(unknownPathway);
  });
});
