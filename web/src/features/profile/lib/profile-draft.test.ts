import { describe, expect, it, vi } from 'vitest';
import { clearProfileDraft, PROFILE_DRAFT_KEY } from './clear-profile-draft.ts';
import {
  findProfileChanges,
  hasProfileChanges,
  readProfileDraft,
  saveProfileDraft,
} from './profile-draft.ts';
import { toFormValues } from './profile-form-values.ts';

const ana = 'user-ana';
const saved = toFormValues({ legalFirstName: 'Ana', dateOfBirth: '1999-04-12' });
const stored = () => window.sessionStorage.getItem(PROFILE_DRAFT_KEY);

describe('findProfileChanges', () => {
  it('keeps only the fields that differ from the saved profile', () => {
    const values = { ...saved, legalFirstName: 'Aninha', careerGoals: 'Engineering' };
    expect(findProfileChanges(values, saved)).toEqual({
      legalFirstName: 'Aninha',
      careerGoals: 'Engineering',
    });
    expect(hasProfileChanges(findProfileChanges(saved, saved))).toBe(false);
  });
});

describe('the profile draft', () => {
  it("lives in this tab's sessionStorage, never in localStorage", () => {
    saveProfileDraft(ana, { legalFirstName: 'Aninha' });
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      owner: ana,
      changes: { legalFirstName: 'Aninha' },
    });
    expect(window.localStorage.length).toBe(0);
  });

  it('is read back for its owner', () => {
    saveProfileDraft(ana, { legalFirstName: 'Aninha', phoneNumber: '' });
    expect(readProfileDraft(ana)).toEqual({ legalFirstName: 'Aninha', phoneNumber: '' });
  });

  it('is never shown to anybody else, and is wiped when they look', () => {
    saveProfileDraft(ana, { legalFirstName: 'Aninha' });
    expect(readProfileDraft('user-bruno')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('is wiped by clearProfileDraft', () => {
    saveProfileDraft(ana, { legalFirstName: 'Aninha' });
    clearProfileDraft();
    expect(stored()).toBeNull();
    expect(readProfileDraft(ana)).toBeNull();
  });

  it('drops what a date or month field could not show, and fields it does not know', () => {
    window.sessionStorage.setItem(
      PROFILE_DRAFT_KEY,
      JSON.stringify({
        owner: ana,
        changes: {
          dateOfBirth: 'Apr 31, 1999',
          englishTestDate: '2025-03-08',
          graduationDate: 'June',
          collegeGraduationDate: '2022-07',
          legalLastName: 42,
          displayName: 'Ana S.',
        },
      }),
    );
    expect(readProfileDraft(ana)).toEqual({
      englishTestDate: '2025-03-08',
      collegeGraduationDate: '2022-07',
    });
  });

  it('ignores and wipes a stored value that is not a draft', () => {
    window.sessionStorage.setItem(PROFILE_DRAFT_KEY, '{not json');
    expect(readProfileDraft(ana)).toBeNull();
    window.sessionStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify({ owner: ana }));
    expect(readProfileDraft(ana)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('gives up quietly when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => saveProfileDraft(ana, { legalFirstName: 'Aninha' })).not.toThrow();
    expect(readProfileDraft(ana)).toBeNull();
  });
});
