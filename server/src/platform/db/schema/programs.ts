// The consultants' program catalogue (part 2 §3 "Program") and the links that attach a program to
// a study path. A program attached to any path cannot be deleted: the link's foreign key restricts
// it, so the rule holds even against a delete racing an attach.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedTrigrams } from '../like-patterns.ts';
import { applications } from './applications.ts';
import { users } from './users.ts';

export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    programLink: text('program_link').notNull(),
    institution: text('institution'),
    location: text('location'),
    duration: text('duration'),
    tuition: text('tuition'),
    intakeDate: text('intake_date'),
    description: text('description'),
    requirements: text('requirements'),
    imageUrl: text('image_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('programs_search_idx').using('gin', foldedTrigrams(programSearchText(table)))],
);

/**
 * What the catalogue search reads: title and institution joined by U+0001 (which search text
 * cannot hold), so no match spans the two. The search index holds it folded (decision 032); the
 * query must use this same expression for the index to serve it.
 */
export function programSearchText(table: { title: AnyPgColumn; institution: AnyPgColumn }): SQL {
  return sql`${table.title} || chr(1) || coalesce(${table.institution}, '')`;
}

export type ProgramRow = typeof programs.$inferSelect;

export const applicationPrograms = pgTable(
  'application_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    /** The consultant's note on why this program; shown to the student. */
    notes: text('notes'),
    attachedBy: uuid('attached_by').references(() => users.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('application_programs_application_program_unique').on(
      table.applicationId,
      table.programId,
    ),
    index('application_programs_program_id_idx').on(table.programId),
  ],
);

export type ApplicationProgramRow = typeof applicationPrograms.$inferSelect;
