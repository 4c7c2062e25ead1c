// How many times the data behind a scope's answers has changed (decision 027): 'student:<id>' for
// everything one student sees, 'global' for what every student sees (the program catalogue,
// package prices, bulk retention sweeps). Bumped in the transaction of each change, together with
// its live event; a polled GET whose ETag was made at the current versions answers 304 without
// running its query (http/conditional-get.ts).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const changeVersions = pgTable('change_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
