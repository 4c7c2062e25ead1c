// Guardian accounts' links to the students they follow (schema/guardians.ts: guardian_links).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { guardianLinks, type GuardianLinkRow } from '../../platform/db/schema/index.ts';

/** The live link between a guardian and a student, if any. */
export async function findLiveLink(
  db: Database,
  guardianId: string,
  studentId: string,
): Promise<GuardianLinkRow | undefined> {
  const [found] = await db
    .select()
    .from(guardianLinks)
    .where(
      and(
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.studentId, studentId),
        isNull(guardianLinks.endedAt),
      ),
    )
    .limit(1);
  return found;
}

/** A guardian's live links, oldest first. */
export async function listLiveLinksOfGuardian(
  db: Database,
  guardianId: string,
): Promise<GuardianLinkRow[]> {
  return db
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, guardianId), isNull(guardianLinks.endedAt)))
    .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
}

/** A student's live links (who follows them), oldest first. */
export async function listLiveLinksOfStudent(
  db: Database,
  studentId: string,
): Promise<GuardianLinkRow[]> {
  return db
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), isNull(guardianLinks.endedAt)))
    .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
}

/** Links the pair unless a live link exists already; answers the live link. */
export async function insertLink(
  db: Database,
  input: { guardianId: string; studentId: string; now: Date },
): Promise<GuardianLinkRow> {
  const [inserted] = await db
    .insert(guardianLinks)
    .values({ guardianId: input.guardianId, studentId: input.studentId, createdAt: input.now })
    .onConflictDoNothing()
    .returning();
  const live = inserted ?? (await findLiveLink(db, input.guardianId, input.studentId));
  if (!live) throw new Error('guardian link neither inserted nor found');
  return live;
}
