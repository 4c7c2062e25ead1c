// Accounts. Emails are stored lower-cased (the check makes that a database rule, not a habit) so
// the unique constraint also means "unique regardless of case".
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foldedTrigrams } from '../like-patterns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'admin', 'guardian'] })
      .notNull()
      .default('student'),
    // The language of the portal and of every email to this user (issue 27). No CHECK: adding a
    // language stays one line of domain config; the API validates it against that list.
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('student', 'admin', 'guardian')`),
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    // The consultants' Users list: newest first, all roles or one.
    index('users_created_at_idx').on(table.createdAt),
    index('users_role_created_at_idx').on(table.role, table.createdAt),
    // The admin searches by e-mail, accents and case aside (decision 032).
    index('users_email_search_idx').using('gin', foldedTrigrams(table.email)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
