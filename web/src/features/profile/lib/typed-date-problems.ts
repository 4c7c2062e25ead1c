// Date fields can be typed into. Text that is no date stays in the form as typed (so the student
// sees and fixes it rather than losing it), and is reported with a message that shows the format
// instead of the schema's generic 'Enter a valid date'.
import type { ProfileProblem } from '@studypath/domain/profile';
import { languageSettings } from '@studypath/domain/i18n';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { readTypedDate } from '../../../lib/parse-typed-date.ts';
import { dateFields } from '../../../lib/profile/display-profile-value.ts';
import type { ProfilePayload } from './profile-form-values.ts';

/** 'YYYY-MM-DD' of a local date, as the date fields store it. */
export function toCalendarDay(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

/** What is wrong with text typed into a date field that allows days up to `latest`, or null. */
export function typedDateError(
  text: string,
  latest: string | undefined,
  t: TFunction<'profile'>,
): string | null {
  // Month names are read in the page's language ('12 avril 1999') as well as in English.
  const typed = readTypedDate(text, { latest, locale: languageSettings[currentLanguage()].tag });
  if (typed.kind === 'invalid') return t('edit.dateInput.invalid');
  if (typed.kind === 'tooLate') return t('edit.dateInput.tooLate');
  return null;
}

/** The date fields a save would send that hold no date up to today (every date field's limit). */
function findTypedDateProblems(
  payload: ProfilePayload,
  today: Date,
  t: TFunction<'profile'>,
): ProfileProblem[] {
  const latest = toCalendarDay(today);
  return [...dateFields].flatMap((field) => {
    const value = payload[field];
    const message = value === null ? null : typedDateError(value, latest, t);
    return message === null ? [] : [{ field, message }];
  });
}

/** A save's problems, with each typed date's own message instead of the schema's for that field. */
export function withTypedDateProblems(
  problems: readonly ProfileProblem[],
  payload: ProfilePayload,
  today: Date,
  t: TFunction<'profile'>,
): ProfileProblem[] {
  const typedDates = findTypedDateProblems(payload, today, t);
  const fields = new Set(typedDates.map((problem) => problem.field));
  return [...problems.filter((problem) => !fields.has(problem.field)), ...typedDates];
}
