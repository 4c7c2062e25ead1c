// The team view on /admin (issue 29, item 4): per consultant, open paths, overdue now, and the
// median and 90th percentile of their answer times over the last 30 days; the team's answer
// times by week for 12 weeks. All from the recorded waits, summed up in the database
// (percentile_disc: the nearest rank of domain `percentile`).
import { recentWeekStarts } from '@studypath/domain';
import { ANSWER_TIME_WINDOW_DAYS, type TeamView } from '@studypath/domain/team';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { getFirmSettings } from './firm-settings.queries.ts';
import {
  answerFiguresByConsultant,
  answerFiguresByWeek,
  answerFiguresOf,
  countUnassignedPaths,
  listConsultantFigures,
} from './team-view.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getTeamView(deps: ServiceDeps): Promise<TeamView> {
  const now = deps.now();
  const weeks = recentWeekStarts(now);
  const windowStart = new Date(now.getTime() - ANSWER_TIME_WINDOW_DAYS * DAY_MS);
  const settings = await getFirmSettings(deps.db);
  const [figures, byConsultant, byWeek, unassignedPaths] = await Promise.all([
    listConsultantFigures(deps.db, settings, now),
    answerFiguresByConsultant(deps.db, windowStart),
    answerFiguresByWeek(deps.db, weeks[0] ?? now),
    countUnassignedPaths(deps.db),
  ]);
  const none = { answered: 0, medianAnswerMs: null, p90AnswerMs: null };
  return {
    consultants: figures.map((consultant) => ({
      ...consultant,
      ...(byConsultant.get(consultant.id) ?? none),
    })),
    weekly: weeks.map((start) => {
      const weekStart = start.toISOString().slice(0, 10);
      return { weekStart, ...(byWeek.get(weekStart) ?? none) };
    }),
    unassignedPaths,
  };
}

/**
 * The typical answer time a student is shown: their consultant's median over the last 30 days,
 * else the team's, else null (nothing answered yet).
 */
export async function typicalAnswerMs(
  deps: ServiceDeps,
  consultantId: string | null,
): Promise<number | null> {
  const windowStart = new Date(deps.now().getTime() - ANSWER_TIME_WINDOW_DAYS * DAY_MS);
  const theirs =
    consultantId === null ? null : await answerFiguresOf(deps.db, windowStart, consultantId);
  if (theirs && theirs.answered > 0) return theirs.medianAnswerMs;
  return (await answerFiguresOf(deps.db, windowStart)).medianAnswerMs;
}
