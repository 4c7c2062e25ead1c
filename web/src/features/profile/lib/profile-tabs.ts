// Which tab of the profile form holds each field, and where a failed submit sends the student
// (part 1 §5): the first tab with problems in the order basic, education, academic, guardian,
// additional, then the first offending field of that tab in the order the tab shows them. A tab
// the student cannot open (Academic, until a pathway is chosen) is never named, opened or marked.
import { profileFieldGroups, type ProfileFieldName } from '@studypath/domain/profile';
import type { TFunction } from 'i18next';
import { educationProfileFields } from '../../../lib/profile/profile-view-cards.ts';

export const profileTabs = ['basic', 'education', 'academic', 'guardian', 'additional'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** A tab named in the address (`/profile/edit?tab=guardian`), or null for anything else. */
export function readProfileTab(value: string | null): ProfileTab | null {
  return profileTabs.find((tab) => tab === value) ?? null;
}

/** Each tab's fields in the order the tab shows them. */
export const profileTabFields: Record<ProfileTab, readonly ProfileFieldName[]> = {
  basic: [...profileFieldGroups.personal, ...profileFieldGroups.contact],
  education: educationProfileFields,
  academic: [
    'academicGrade',
    ...profileFieldGroups.subjectGrades,
    ...profileFieldGroups.languageTests,
  ],
  guardian: profileFieldGroups.guardian,
  additional: [...profileFieldGroups.interests, 'firstLanguage', 'otherLanguages', 'curriculum'],
};

const tabOfField = new Map<string, ProfileTab>(
  profileTabs.flatMap((tab) => profileTabFields[tab].map((field) => [field, tab] as const)),
);

export function tabOf(field: string): ProfileTab | undefined {
  return tabOfField.get(field);
}

/** Part 1 §2: the Academic tab is locked until the pathway is chosen. */
export function isProfileTabEnabled(tab: ProfileTab, values: { pathway: string }): boolean {
  return tab !== 'academic' || values.pathway !== '';
}

/**
 * The tab a 'Next' button moves on to: the first the student can open after `tab` (Academic is
 * skipped while locked), or null on the last. On a phone the later tabs are scrolled out of the
 * tab list's view, so the form itself leads from one to the next.
 */
export function nextProfileTab(
  tab: ProfileTab,
  isEnabled: (tab: ProfileTab) => boolean,
): ProfileTab | null {
  return profileTabs.slice(profileTabs.indexOf(tab) + 1).find(isEnabled) ?? null;
}

/** The tabs, in order, that hold a field with a problem and that the student can open. */
function tabsWithProblems(
  fields: ReadonlySet<string>,
  isEnabled: (tab: ProfileTab) => boolean,
): ProfileTab[] {
  return profileTabs.filter(
    (tab) => isEnabled(tab) && profileTabFields[tab].some((field) => fields.has(field)),
  );
}

/** The tabs to mark as holding errors: `errors` is the form's, by field. */
export function findTabsWithErrors(
  errors: Readonly<Record<string, unknown>>,
  isEnabled: (tab: ProfileTab) => boolean,
): ProfileTab[] {
  const fields = new Set(Object.keys(errors).filter((field) => Boolean(errors[field])));
  return tabsWithProblems(fields, isEnabled);
}

export interface FixTarget {
  /** Every tab with a problem, in tab order (the toast names them all). */
  tabs: ProfileTab[];
  /** The tab to open. */
  tab: ProfileTab;
  /** The field to focus in that tab. */
  field: ProfileFieldName;
}

/**
 * Where to send the student after a failed submit, or null when nothing is wrong. Problems on
 * fields of no tab, or of a tab that is not enabled, are ignored. The academic tab depends on the
 * education details (it is locked until a pathway is chosen), so while education has problems
 * the student goes there first; tab order already gives this, and the rule is kept explicit so a
 * reordering cannot break it.
 */
export function findFixTarget(
  problems: readonly { field: string }[],
  isEnabled: (tab: ProfileTab) => boolean = () => true,
): FixTarget | null {
  const broken = new Set(problems.map((problem) => problem.field));
  const tabs = tabsWithProblems(broken, isEnabled);
  let tab = tabs[0];
  if (!tab) return null;
  if (tab === 'academic' && tabs.includes('education')) tab = 'education';
  const field = profileTabFields[tab].find((name) => broken.has(name));
  return field ? { tabs, tab, field } : null;
}

/** The 'Missing Required Information' text: one tab by name, several as a list. */
export function missingTabsMessage(tabs: readonly ProfileTab[], t: TFunction<'profile'>): string {
  const names = tabs.map((tab) => t(`edit.tabNames.${tab}`));
  return names.length === 1
    ? t('edit.missing.one', { tab: names[0] })
    : t('edit.missing.many', { list: names.join(', ') });
}
