// The nudge emails (issue 29, item 5; decision 039). Each is a sweep on the shared schedule
// (decision 028), so across a fleet one process runs each round; the email is queued in the
// outbox in the same transaction that marks what it listed, so each change is told once.
// - Activity: at most one email per consultant per 15 minutes, listing what their students did
//   since the last (messages, answers, uploads, payments). Checked every 20 seconds.
// - Morning digest: once a day from 8 a.m. in the firm's time zone (Toronto), what is overdue
//   or due before the day ends; nothing is sent on a day with nothing to say.
import { NUDGE_INTERVAL_MINUTES } from '@studypath/domain/team';
import type { AppDeps } from '../../platform/app-deps.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { renderActivityNudgeEmail, type ActivityLine } from './emails/activity-nudge.ts';
import { renderMorningDigestEmail } from './emails/morning-digest.ts';
import { getFirmSettings } from './firm-settings.queries.ts';
import {
  listConsultants,
  listPendingActivity,
  listWaitsDueBefore,
  markActivityNotified,
  removeOldActivity,
  saveNudgeMarks,
  type Consultant,
} from './nudges.queries.ts';

export const FIRM_TIME_ZONE = 'America/Toronto';
export const MORNING_DIGEST_HOUR = 8;
const ACTIVITY_LIMIT = 50;
const MINUTE_MS = 60_000;
const listedKinds = new Set([
  'student_message',
  'info_request_answered',
  'document_uploaded',
  'payment',
]);

export interface NudgeDeps extends ServiceDeps {
  appUrl: string;
}

/** Queues the activity emails that are due; answers how many were queued. */
export async function sendActivityNudges(deps: NudgeDeps): Promise<number> {
  const now = deps.now();
  let queued = 0;
  for (const consultant of await listConsultants(deps.db)) {
    const last = consultant.lastActivityEmailAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (now.getTime() - last < NUDGE_INTERVAL_MINUTES * MINUTE_MS) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const pending = await listPendingActivity(tx, consultant.id, ACTIVITY_LIMIT);
      if (pending.length === 0) return false;
      // Turned off: what happened is marked as told, so turning it on again starts from now.
      await markActivityNotified(
        tx,
        pending.map((row) => row.id),
        now,
      );
      if (!consultant.activityEmails) return false;
      const lines = pending.flatMap((row): ActivityLine[] =>
        listedKinds.has(row.kind)
          ? [{ student: row.student, kind: row.kind as ActivityLine['kind'], at: row.at }]
          : [],
      );
      if (lines.length === 0) return false;
      await queueEmail(
        { ...deps, db: tx },
        {
          to: consultant.email,
          email: renderActivityNudgeEmail({
            email: consultant.email,
            lines,
            adminUrl: `${deps.appUrl}/admin`,
            language: storedLanguage(consultant.language),
          }),
        },
      );
      await saveNudgeMarks(tx, consultant.id, { lastActivityEmailAt: now });
      return true;
    });
    if (sent) queued += 1;
  }
  await removeOldActivity(deps.db, new Date(now.getTime() - 7 * 24 * 60 * MINUTE_MS));
  return queued;
}

/** The firm's local date ('YYYY-MM-DD'), hour and minutes left in its day at `at`. */
export function firmClock(at: Date): { date: string; hour: number; minutesLeftToday: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: FIRM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  const hour = Number(part('hour'));
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour,
    minutesLeftToday: 24 * 60 - (hour * 60 + Number(part('minute'))),
  };
}

/** Queues the morning digests that are due today; answers how many were queued. */
export async function sendMorningDigests(deps: NudgeDeps): Promise<number> {
  const now = deps.now();
  const clock = firmClock(now);
  if (clock.hour < MORNING_DIGEST_HOUR) return 0;
  const settings = await getFirmSettings(deps.db);
  const until = new Date(now.getTime() + clock.minutesLeftToday * MINUTE_MS);
  let queued = 0;
  for (const consultant of await listConsultants(deps.db)) {
    if (consultant.lastDigestOn === clock.date) continue;
    if (await sendDigest(deps, consultant, { settings, now, until, date: clock.date })) queued += 1;
  }
  return queued;
}

async function sendDigest(
  deps: NudgeDeps,
  consultant: Consultant,
  input: {
    settings: Awaited<ReturnType<typeof getFirmSettings>>;
    now: Date;
    until: Date;
    date: string;
  },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await saveNudgeMarks(tx, consultant.id, { lastDigestOn: input.date });
    if (!consultant.digestEmails) return false;
    const due = await listWaitsDueBefore(tx, {
      consultantId: consultant.id,
      settings: input.settings,
      until: input.until,
    });
    if (due.length === 0) return false;
    const line = (wait: (typeof due)[number]) => ({
      student: wait.student,
      since: wait.startedAt,
      dueAt: wait.dueAt,
    });
    await queueEmail(
      { ...deps, db: tx },
      {
        to: consultant.email,
        email: renderMorningDigestEmail({
          email: consultant.email,
          overdue: due.filter((wait) => wait.dueAt <= input.now).map(line),
          dueToday: due.filter((wait) => wait.dueAt > input.now).map(line),
          adminUrl: `${deps.appUrl}/admin`,
          language: storedLanguage(consultant.language),
        }),
      },
    );
    return true;
  });
}

export function registerNudgeSweeps(app: ZodApp, appDeps: AppDeps): void {
  const deps: NudgeDeps = { ...appDeps.deps, appUrl: appDeps.config.appUrl };
  const kickIfQueued = (count: number) => {
    if (count > 0) appDeps.emailRelay.kick();
    return { emails: count };
  };
  registerPeriodicSweep(app, {
    job: 'team-activity-nudges',
    db: deps.db,
    intervalMs: 20_000,
    checkEveryMs: 5_000,
    run: async () => kickIfQueued(await sendActivityNudges(deps)),
    removedMessage: 'queued consultant activity emails',
    failedMessage: 'consultant activity emails failed',
  });
  registerPeriodicSweep(app, {
    job: 'team-morning-digest',
    db: deps.db,
    intervalMs: 5 * MINUTE_MS,
    run: async () => kickIfQueued(await sendMorningDigests(deps)),
    removedMessage: 'queued consultant morning digests',
    failedMessage: 'consultant morning digests failed',
  });
}
