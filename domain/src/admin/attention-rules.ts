// When something on the consultants' dashboard counts as waiting too long (issue 13): a study path
// past the 48-hour review promise (part 1 §9 "24-48 hours"), a student's message unanswered for
// more than one business day. Business days are Monday to Friday in UTC; holidays are not known.
export const PATH_REVIEW_PROMISE_HOURS = 48;
export const NEEDS_ATTENTION_LIMIT = 20;
export const RECENT_ACTIVITY_LIMIT = 5;
export const WEEKLY_CHART_WEEKS = 12;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const isWeekend = (dayStartMs: number) => {
  const weekday = new Date(dayStartMs).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/**
 * The instant `hours` of weekday time before `now`: Saturdays and Sundays do not count. A message
 * written on Friday at 15:00 is one business day old on Monday at 15:00.
 */
export function subtractBusinessHours(now: Date, hours: number): Date {
  let cursor = now.getTime();
  let remaining = hours * HOUR_MS;
  while (remaining > 0) {
    // The UTC day holding the instant just before the cursor.
    const dayStart = Math.floor((cursor - 1) / DAY_MS) * DAY_MS;
    if (!isWeekend(dayStart)) {
      const available = cursor - dayStart;
      if (available >= remaining) return new Date(cursor - remaining);
      remaining -= available;
    }
    cursor = dayStart;
  }
  return new Date(cursor);
}

/** Messages written at or before this instant have waited more than one business day. */
export function unansweredMessageCutoff(now: Date): Date {
  return subtractBusinessHours(now, 24);
}

/** A minor waits for their guardian's consent too long after this many days (issue 26). */
export const GUARDIAN_CONSENT_WAIT_DAYS = 7;

/** Invitations first sent at or before this instant have waited too long for a decision. */
export function guardianConsentCutoff(now: Date): Date {
  return new Date(now.getTime() - GUARDIAN_CONSENT_WAIT_DAYS * DAY_MS);
}

/** Paths created at or before this instant are past the review promise. */
export function pathReviewCutoff(now: Date): Date {
  return new Date(now.getTime() - PATH_REVIEW_PROMISE_HOURS * HOUR_MS);
}

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStartOf(date: Date): Date {
  const dayStart = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  return new Date(dayStart - daysSinceMonday * DAY_MS);
}

/** The Mondays of the last `weeks` weeks, oldest first, the week holding `now` last. */
export function recentWeekStarts(now: Date, weeks: number = WEEKLY_CHART_WEEKS): Date[] {
  const current = weekStartOf(now).getTime();
  return Array.from(
    { length: weeks },
    (_, index) => new Date(current - (weeks - 1 - index) * 7 * DAY_MS),
  );
}
