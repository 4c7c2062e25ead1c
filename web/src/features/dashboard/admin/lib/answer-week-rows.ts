// The team's answer times by week, shaped once for the chart (in hours, its scale) and for the
// table beside it (in milliseconds, formatted as every other duration).
import type { TeamView } from '@studypath/domain/team';
import { formatDate, formatDayOfMonth } from '../../../../lib/format-date.ts';

const HOUR_MS = 3_600_000;

export interface AnswerWeekRow {
  /** 'Nov 23', on the chart's axis. */
  week: string;
  /** 'Nov 23, 2026', in the table. */
  weekOf: string;
  answered: number;
  medianAnswerMs: number | null;
  p90AnswerMs: number | null;
  /** The bars' heights; null draws no bar (a week nobody was answered). */
  medianHours: number | null;
  p90Hours: number | null;
}

const toHours = (ms: number | null) => (ms === null ? null : ms / HOUR_MS);

/** The 12 weeks, oldest first. weekStart is a calendar date ('YYYY-MM-DD'), not an instant. */
export function answerWeekRows(weekly: TeamView['weekly']): AnswerWeekRow[] {
  return weekly.map(({ weekStart, answered, medianAnswerMs, p90AnswerMs }) => ({
    week: formatDayOfMonth(weekStart),
    weekOf: formatDate(weekStart),
    answered,
    medianAnswerMs,
    p90AnswerMs,
    medianHours: toHours(medianAnswerMs),
    p90Hours: toHours(p90AnswerMs),
  }));
}

/** An axis value or a bar's value, in hours, back to milliseconds for formatDuration. */
export const hoursToMs = (hours: number) => Math.round(hours * HOUR_MS);
