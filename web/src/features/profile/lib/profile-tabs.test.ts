import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  findFixTarget,
  findTabsWithErrors,
  isProfileTabEnabled,
  missingTabsMessage,
  nextProfileTab,
  profileTabFields,
  profileTabs,
  type ProfileTab,
} from './profile-tabs.ts';
import { profileFieldNames } from '@studypath/domain/profile';

const problems = (...fields: string[]) => fields.map((field) => ({ field, message: 'x' }));
const t = i18n.getFixedT('en', 'profile');

describe('profile tabs', () => {
  it('place every profile field in exactly one tab', () => {
    const placed = profileTabs.flatMap((tab) => profileTabFields[tab]);
    expect([...placed].sort()).toEqual([...profileFieldNames].sort());
  });
});

describe('findFixTarget', () => {
  it('opens the first tab with problems in the order basic, education, academic, guardian, additional', () => {
    expect(findFixTarget(problems('guardianEmail', 'academicGrade', 'phoneNumber'))).toEqual({
      tabs: ['basic', 'academic', 'guardian'],
      tab: 'basic',
      field: 'phoneNumber',
    });
    expect(findFixTarget(problems('careerGoals', 'guardianName'))?.tab).toBe('guardian');
  });

  it('focuses the first offending field in the order the tab shows them', () => {
    expect(findFixTarget(problems('country', 'legalLastName', 'dateOfBirth'))?.field).toBe(
      'legalLastName',
    );
  });

  it('goes to education rather than academic while the education details are incomplete', () => {
    expect(findFixTarget(problems('englishLevel', 'academicGrade', 'collegeName'))).toEqual({
      tabs: ['education', 'academic'],
      tab: 'education',
      field: 'collegeName',
    });
  });

  it('opens academic when only academic fields are missing', () => {
    expect(findFixTarget(problems('englishLevel', 'academicGrade'))).toEqual({
      tabs: ['academic'],
      tab: 'academic',
      field: 'academicGrade',
    });
  });

  it('finds nothing to fix without problems or with problems on unknown fields', () => {
    expect(findFixTarget([])).toBeNull();
    expect(findFixTarget(problems('displayName'))).toBeNull();
  });

  it('never names or opens a tab the student cannot open', () => {
    const noPathway = (tab: ProfileTab) => isProfileTabEnabled(tab, { pathway: '' });
    expect(findFixTarget(problems('academicGrade', 'pathway', 'phoneNumber'), noPathway)).toEqual({
      tabs: ['basic', 'education'],
      tab: 'basic',
      field: 'phoneNumber',
    });
    expect(findFixTarget(problems('academicGrade', 'englishLevel'), noPathway)).toBeNull();
  });
});

describe('isProfileTabEnabled', () => {
  it('locks only the Academic tab, until a pathway is chosen', () => {
    expect(profileTabs.filter((tab) => !isProfileTabEnabled(tab, { pathway: '' }))).toEqual([
      'academic',
    ]);
    expect(
      profileTabs.every((tab) => isProfileTabEnabled(tab, { pathway: 'college_current' })),
    ).toBe(true);
  });
});

describe('findTabsWithErrors', () => {
  const allEnabled = () => true;

  it('lists the tabs holding a field with an error, in tab order', () => {
    const errors = { guardianEmail: 'Invalid email address', legalFirstName: 'Required' };
    expect(findTabsWithErrors(errors, allEnabled)).toEqual(['basic', 'guardian']);
  });

  it('ignores cleared errors and fields of no tab', () => {
    expect(findTabsWithErrors({ phoneNumber: null, displayName: 'x' }, allEnabled)).toEqual([]);
  });

  it('does not mark a tab the student cannot open', () => {
    const errors = { academicGrade: 'Academic grade is required', pathway: 'Pathway is required' };
    expect(findTabsWithErrors(errors, (tab) => isProfileTabEnabled(tab, { pathway: '' }))).toEqual([
      'education',
    ]);
  });
});

describe('missingTabsMessage', () => {
  it('names a single tab', () => {
    expect(missingTabsMessage(['education'], t)).toBe(
      'Please complete required fields in the Education tab.',
    );
  });

  it('lists several tabs in tab order', () => {
    expect(missingTabsMessage(['basic', 'academic', 'guardian'], t)).toBe(
      'Please complete required fields in these tabs: Personal Info, Academic, Guardian',
    );
  });

  it('has the toast title of the spec', () => {
    expect(t('edit.missing.title')).toBe('Missing Required Information');
  });
});

describe('nextProfileTab', () => {
  const locked = (tab: ProfileTab) => isProfileTabEnabled(tab, { pathway: '' });

  it('moves on in tab order and stops after the last tab', () => {
    const allEnabled = () => true;
    expect(profileTabs.map((tab) => nextProfileTab(tab, allEnabled))).toEqual([
      'education',
      'academic',
      'guardian',
      'additional',
      null,
    ]);
  });

  it('skips the Academic tab while it is locked', () => {
    expect(nextProfileTab('education', locked)).toBe('guardian');
  });
});
