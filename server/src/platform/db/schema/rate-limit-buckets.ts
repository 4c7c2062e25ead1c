// Fixed-window counters for the sign-in limiter. Kept in the database (not in memory) so limits
// survive restarts and hold across several server processes sharing one PostgreSQL.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_buckets_reset_at_idx').on(table.resetAt)],
);
