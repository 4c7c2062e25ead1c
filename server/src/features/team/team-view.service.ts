// The team view on /admin (issue 29, item 4): per consultant, open paths, overdue now, and the
// median and 90th percentile of their answer times over the last 30 days; the team's answer
// times by week for 12 weeks. All from the recorded waits (answered-waits.ts), summed up by the
// domain's nearest-rank `percentile`.
import { recentWeekStarts } from '@studypath/domain';
import { ANSWER_TIME_WINDOW_DAYS, percentile, type TeamView } from '@studypath/domain/team';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { answeredWaitsSince, type AnsweredWait } from './answered-waits.ts';
import { getFirmSettings } from './firm-settings.queries.ts';
import { countUnassignedPaths, listConsultantFigures } from './team-view.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface AnswerFigures {
  answered: number;
  medianAnswerMs: number | null;
  p90AnswerMs: number | null;
}

function figuresOf(answers: readonly AnsweredWait[]): AnswerFigures {
  const times = answers.map((answer) => answer.answerMs);
  return {
    answered: times.length,
    medianAnswerMs: percentile(times, 50),
    p90AnswerMs: percentile(times, 90),
  };
}

function groupBy<Key>(
  answers: readonly AnsweredWait[],
  keyOf: (answer: AnsweredWait) => Key,
): Map<Key, AnsweredWait[]> {
  const groups = new Map<Key, AnsweredWait[]>();
  for (const answer of answers) {
    const key = keyOf(answer);
    const group = groups.get(key);
    if (group) group.push(answer);
    else groups.set(key, [answer]);
  }
  return groups;
}

export async function getTeamView(deps: ServiceDeps): Promise<TeamView> {
  const now = deps.now();
  const weeks = recentWeekStarts(now);
  const windowStart = new Date(now.getTime() - ANSWER_TIME_WINDOW_DAYS * DAY_MS);
  const firstWeek = weeks[0] ?? now;
  const settings = await getFirmSettings(deps.db);
  const [figures, answers, unassignedPaths] = await Promise.all([
    listConsultantFigures(deps.db, settings, now),
    answeredWaitsSince(deps.db, firstWeek < windowStart ? firstWeek : windowStart, now),
    countUnassignedPaths(deps.db),
  ]);
  const windowStartMs = windowStart.getTime();
  const byConsultant = groupBy(
    answers.filter((answer) => answer.endedAtMs >= windowStartMs),
    (answer) => answer.consultantId,
  );
  const byWeek = groupBy(answers, (answer) =>
    Math.floor((answer.endedAtMs - firstWeek.getTime()) / WEEK_MS),
  );
  return {
    consultants: figures.map((consultant) => ({
      ...consultant,
      ...figuresOf(byConsultant.get(consultant.id) ?? []),
    })),
    weekly: weeks.map((start, index) => ({
      weekStart: start.toISOString().slice(0, 10),
      ...figuresOf(byWeek.get(index) ?? []),
    })),
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
  const now = deps.now();
  const windowStart = new Date(now.getTime() - ANSWER_TIME_WINDOW_DAYS * DAY_MS);
  const answers = await answeredWaitsSince(deps.db, windowStart, now);
  const theirs = answers.filter((answer) => answer.consultantId === consultantId);
  return figuresOf(consultantId !== null && theirs.length > 0 ? theirs : answers).medianAnswerMs;
}
