// The team view on /admin (issue 29, item 4): per consultant, open paths, overdue now, and the
// median and 90th percentile of their answer times over the last 30 days; the team's answer
// times by week for 12 weeks. All from the recorded waits (domain percentile: nearest rank).
import { recentWeekStarts } from '@studypath/domain';
import { ANSWER_TIME_WINDOW_DAYS, percentile, type TeamView } from '@studypath/domain/team';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { getFirmSettings } from './firm-settings.queries.ts';
import {
  countUnassignedPaths,
  listAnsweredWaits,
  listConsultantFigures,
} from './team-view.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export async function getTeamView(deps: ServiceDeps): Promise<TeamView> {
  const now = deps.now();
  const weeks = recentWeekStarts(now);
  const windowStart = new Date(now.getTime() - ANSWER_TIME_WINDOW_DAYS * DAY_MS);
  const firstWeek = weeks[0] ?? now;
  const from = firstWeek < windowStart ? firstWeek : windowStart;
  const settings = await getFirmSettings(deps.db);
  const [figures, answered, unassignedPaths] = await Promise.all([
    listConsultantFigures(deps.db, settings, now),
    listAnsweredWaits(deps.db, from),
    countUnassignedPaths(deps.db),
  ]);
  const recent = answered.filter((wait) => wait.endedAt >= windowStart);
  return {
    consultants: figures.map((consultant) => {
      const times = recent
        .filter((wait) => wait.consultantId === consultant.id)
        .map((wait) => wait.answerMs);
      return {
        ...consultant,
        answered: times.length,
        medianAnswerMs: percentile(times, 50),
        p90AnswerMs: percentile(times, 90),
      };
    }),
    weekly: weeks.map((start) => {
      const times = answered
        .filter(
          (wait) =>
            wait.endedAt.getTime() >= start.getTime() &&
            wait.endedAt.getTime() < start.getTime() + WEEK_MS,
        )
        .map((wait) => wait.answerMs);
      return {
        weekStart: start.toISOString().slice(0, 10),
        answered: times.length,
        medianAnswerMs: percentile(times, 50),
        p90AnswerMs: percentile(times, 90),
      };
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
  const answered = await listAnsweredWaits(deps.db, windowStart);
  const theirs = answered.filter((wait) => wait.consultantId === consultantId);
  return percentile(
    (theirs.length > 0 ? theirs : answered).map((wait) => wait.answerMs),
    50,
  );
}
