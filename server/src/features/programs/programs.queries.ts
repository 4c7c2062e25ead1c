import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { containsFolded } from '../../platform/db/like-patterns.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { pathOwnedByPlaceholder } from '../applications/index.ts';
import {
  applicationPrograms,
  programSearchText,
  programs,
  type ApplicationProgramRow,
  type ProgramRow,
} from '../../platform/db/schema/index.ts';

type ProgramFields = Omit<ProgramRow, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/**
 * Title or institution holds the text, accents and case aside (LIKE wildcards matched literally;
 * programs_search_idx serves it, decision 032); A-Z by title.
 */
export async function findPrograms(
  db: Database,
  search: string | undefined,
): Promise<(ProgramRow & { isAttached: boolean })[]> {
  const attachedAnywhere = exists(
    db
      .select({ one: applicationPrograms.id })
      .from(applicationPrograms)
      .where(eq(applicationPrograms.programId, programs.id)),
  );
  const rows = await db
    .select({ program: programs, isAttached: sql<boolean>`${attachedAnywhere}` })
    .from(programs)
    .where(
      search === undefined ? undefined : containsFolded(programSearchText(programs), search.trim()),
    )
    .orderBy(asc(programs.title), asc(programs.id));
  return rows.map((row) => ({ ...row.program, isAttached: Boolean(row.isAttached) }));
}

export async function findProgramById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProgramRow | undefined> {
  const query = db.select().from(programs).where(eq(programs.id, id)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function insertProgram(
  db: Database,
  values: ProgramFields & { createdBy: string | null; createdAt: Date; updatedAt: Date },
): Promise<ProgramRow> {
  const [row] = await db.insert(programs).values(values).returning();
  if (!row) throw new Error('programs insert returned no row');
  return row;
}

export async function updateProgram(
  db: Database,
  id: string,
  changes: Partial<ProgramFields> & { updatedAt: Date },
): Promise<ProgramRow | undefined> {
  const [row] = await db.update(programs).set(changes).where(eq(programs.id, id)).returning();
  return row;
}

export async function deleteProgramById(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(programs)
    .where(eq(programs.id, id))
    .returning({ id: programs.id });
  return deleted.length > 0;
}

export async function isProgramAttachedAnywhere(db: Database, programId: string): Promise<boolean> {
  const [link] = await db
    .select({ id: applicationPrograms.id })
    .from(applicationPrograms)
    .where(eq(applicationPrograms.programId, programId))
    .limit(1);
  return link !== undefined;
}

export type AttachedProgramRow = ApplicationProgramRow & { program: ProgramRow };

/** Newest attachment first. */
/** Newest first; with ownerId, empty unless the path is that student's. */
export async function findAttachedPrograms(
  db: Database,
  applicationId: string,
  ownerId: string | null = null,
): Promise<AttachedProgramRow[]> {
  const isOwned = ownerId !== null;
  const name = isOwned ? 'programs_of_owned_application' : 'programs_of_application';
  const query = preparedFor(db, name, (target) =>
    target
      .select({ link: applicationPrograms, program: programs })
      .from(applicationPrograms)
      .innerJoin(programs, eq(programs.id, applicationPrograms.programId))
      .where(
        and(
          eq(applicationPrograms.applicationId, sql.placeholder('applicationId')),
          isOwned ? pathOwnedByPlaceholder() : undefined,
        ),
      )
      .orderBy(desc(applicationPrograms.attachedAt), desc(applicationPrograms.id))
      .prepare(name),
  );
  const rows = await query.execute({ applicationId, ownerId });
  return rows.map(({ link, program }) => ({ ...link, program }));
}

/** Undefined when the program is already attached to this path. */
export async function insertApplicationProgram(
  db: Database,
  values: {
    applicationId: string;
    programId: string;
    notes: string | null;
    attachedBy: string;
    attachedAt: Date;
  },
): Promise<ApplicationProgramRow | undefined> {
  const [row] = await db
    .insert(applicationPrograms)
    .values(values)
    .onConflictDoNothing({
      target: [applicationPrograms.applicationId, applicationPrograms.programId],
    })
    .returning();
  return row;
}

export async function deleteApplicationProgram(
  db: Database,
  applicationId: string,
  programId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(applicationPrograms)
    .where(
      and(
        eq(applicationPrograms.applicationId, applicationId),
        eq(applicationPrograms.programId, programId),
      ),
    )
    .returning({ id: applicationPrograms.id });
  return deleted.length > 0;
}
