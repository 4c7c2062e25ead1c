// Secrets every process of one installation must share (decision 028): today the key that signs
// CSRF tokens, device cookies, upload keys and ETags when SESSION_SECRET is not set. Created once
// with INSERT ... ON CONFLICT DO NOTHING and read back, so processes starting together agree.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
