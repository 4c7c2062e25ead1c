import { describe, expect, it } from 'vitest';
import { computeProfileCompletion } from './profile-completion.ts';
import type { ProfileValues } from './profile.schema.ts';

const today = new Date('2026-11-22T12:00:00Z');

const base: ProfileValues = {
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  dateOfBirth: '2000-05-01',
  gender: 'female',
  nationality: 'Brazil',
  country: 'Brazil',
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

  it.each([
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__',
    'isPrototypeOf',
  ])('treats %s as an unknown pathway', (pathway) => {
    expect(computeProfileCompletion({ ...base, pathway }, today)).toBe(unknownPathway);
  });
});
