// When each periodic job is next due, for the whole installation (decision 028): a process runs a
// job only after moving its next_run_at forward in one statement, so however many processes
// share the database, each run of a schedule happens in one of them. Times are the database's.
// `state` is what a job keeps from one run to the next (where an object walk stopped), so
// whichever process runs it next goes on from there.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobSchedule = pgTable('job_schedule', {
  job: text('job').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  state: jsonb('state').$type<Record<string, unknown>>(),
});
