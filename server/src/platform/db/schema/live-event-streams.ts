// The live event streams open right now, in every process sharing the database (issue 23): the
// per-session and per-user caps of GET /api/events count these rows, so a fleet of N processes
// allows what one does. Each process refreshes seen_at of its own streams on every heartbeat and
// deletes a row when its stream closes; a row not refreshed for a while (its process died) no
// longer counts and is swept.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const liveEventStreams = pgTable(
  'live_event_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's id hash (sessions.id_hash), not a foreign key: a stream outlives nothing. */
    sessionIdHash: text('session_id_hash').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('live_event_streams_user_id_idx').on(table.userId),
    index('live_event_streams_seen_at_idx').on(table.seenAt),
  ],
);

export type LiveEventStreamRow = typeof liveEventStreams.$inferSelect;
