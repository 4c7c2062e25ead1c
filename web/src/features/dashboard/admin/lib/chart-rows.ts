// The figures behind the dashboard's charts, shaped once for the chart and its table alike.
import type { AdminStats } from '@studypath/domain/admin';
import { formatDate, formatDayOfMonth } from '../../../../lib/format-date.ts';

export interface StatusRow {
  status: string;
  label: string;
  count: number;
}

/** The statuses that hold study paths, in the vocabulary's order. */
export function statusRows(
  pathsByStatus: AdminStats['pathsByStatus'],
  label: (status: string) => string,
): StatusRow[] {
  return pathsByStatus
    .filter(({ count }) => count > 0)
    .map(({ status, count }) => ({ status, label: label(status), count }));
}

export interface WeekRow {
  /** 'Nov 23', on the chart's axis. */
  week: string;
  /** 'Nov 23, 2026', in the table. */
  weekOf: string;
  newStudents: number;
  newPaths: number;
}

/** The last 12 weeks, oldest first. weekStart is a calendar date ('YYYY-MM-DD'), not an instant. */
export function weekRows(weekly: AdminStats['weekly']): WeekRow[] {
  return weekly.map(({ weekStart, newStudents, newPaths }) => ({
    week: formatDayOfMonth(weekStart),
    weekOf: formatDate(weekStart),
    newStudents,
    newPaths,
  }));
}

/** A long status name cut to fit the axis of a 360 px screen; the table has it whole. */
export function shortLabel(label: string, max = 20): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
