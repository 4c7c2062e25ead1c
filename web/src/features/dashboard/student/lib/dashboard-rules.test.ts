import { describe, expect, it } from 'vitest';
import {
  recentUpdate,
  studyPathChoices,
  studyPathName,
  welcomeName,
  type StudyPath,
} from './dashboard-rules.ts';

const path = (overrides: Partial<StudyPath> = {}): StudyPath => ({
  id: 'p1',
  status: 'new',
  specificProgram: null,
  fieldOfStudy: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

describe('welcomeName', () => {
  it('uses the legal first name when there is one', () => {
    expect(welcomeName('Ana', 'ana.souza@example.com')).toBe('Ana');
  });

  it('uses the part of the email before the @ when there is no name', () => {
    expect(welcomeName(null, 'ana.souza@example.com')).toBe('ana.souza');
    expect(welcomeName('  ', 'li@example.com')).toBe('li');
  });
});

describe('recentUpdate', () => {
  const now = new Date(2026, 10, 22, 9, 30);

  it('says today for a change earlier today and yesterday for one the day before', () => {
    expect(recentUpdate(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('today');
    expect(recentUpdate(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('yesterday');
    expect(recentUpdate(new Date(2026, 10, 21, 0, 0).toISOString(), now)).toBe('yesterday');
  });

  it('says nothing for an older change or an unreadable date', () => {
    expect(recentUpdate(new Date(2026, 10, 20, 23, 59).toISOString(), now)).toBeNull();
    expect(recentUpdate('not a date', now)).toBeNull();
  });
});

describe('studyPathName', () => {
  it('prefers the specific program, then the field of study', () => {
    expect(studyPathName(path({ specificProgram: 'BSc Nursing', fieldOfStudy: 'Health' }))).toBe(
      'BSc Nursing',
    );
    expect(studyPathName(path({ fieldOfStudy: 'Health' }))).toBe('Health');
    expect(studyPathName(path())).toBeNull();
  });
});

describe('studyPathChoices', () => {
  it('selects the active path first', () => {
    const first = path({ id: 'a' });
    const active = path({ id: 'b' });
    expect(studyPathChoices([first, active], active)).toEqual({
      paths: [first, active],
      initialId: 'b',
    });
  });

  it('selects the first path when none is active, and none when there are none', () => {
    expect(studyPathChoices([path({ id: 'a' })], null).initialId).toBe('a');
    expect(studyPathChoices([], null)).toEqual({ paths: [], initialId: null });
  });

  it('adds the active path when the list lacks it', () => {
    const active = path({ id: 'b' });
    expect(studyPathChoices([path({ id: 'a' })], active).paths.map((p) => p.id)).toEqual([
      'b',
      'a',
    ]);
  });
});
