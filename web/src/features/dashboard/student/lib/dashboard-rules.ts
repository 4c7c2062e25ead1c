// The small rules behind the student dashboard (part 1 §2, §9).
import dayjs from 'dayjs';
import { fieldOfStudyLabel } from '../../../../lib/quiz-choice-labels.ts';

export interface StudyPath {
  id: string;
  status: string;
  specificProgram: string | null;
  fieldOfStudy: string | null;
  /** 'paid' or 'unpaid'; decides who a find_program path waits on. */
  paymentStatus?: string;
  createdAt: string;
  updatedAt: string;
}

/** The legal first name, or the part of the email before the @ when there is no name. */
export function welcomeName(legalFirstName: string | null | undefined, email: string): string {
  const name = legalFirstName?.trim();
  if (name) return name;
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

export type RecentUpdate = 'today' | 'yesterday';

/** 'today' or 'yesterday' (calendar days in the student's time zone) when updatedAt falls there. */
export function recentUpdate(updatedAt: string, now: Date): RecentUpdate | null {
  const updated = dayjs(updatedAt);
  if (!updated.isValid()) return null;
  const today = dayjs(now);
  if (updated.isSame(today, 'day')) return 'today';
  if (updated.isSame(today.subtract(1, 'day'), 'day')) return 'yesterday';
  return null;
}

/** The specific program, else the field of study; null when the path has neither. */
export function studyPathName(path: StudyPath): string | null {
  return path.specificProgram ?? (path.fieldOfStudy && fieldOfStudyLabel(path.fieldOfStudy));
}

/**
 * The paths the picker offers: the list, plus the active path should the list lack it. The
 * active path comes first in the selection; without one, the first of the list.
 */
export function studyPathChoices(
  paths: readonly StudyPath[],
  active: StudyPath | null,
): { paths: StudyPath[]; initialId: string | null } {
  const all =
    active && !paths.some((path) => path.id === active.id) ? [active, ...paths] : [...paths];
  return { paths: all, initialId: active?.id ?? all[0]?.id ?? null };
}
