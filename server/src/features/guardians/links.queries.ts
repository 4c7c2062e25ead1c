// Guardian accounts' links to the students they follow (schema/guardians.ts: guardian_links).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { guardianLinks, users, type GuardianLinkRow } from '../../platform/db/schema/index.ts';
import { storedLanguage, type EmailRecipient } from '../../platform/people/user-language.ts';

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

/** A guardian's switch for the status-change emails of one student's study paths. */
export async function updateLinkStatusEmails(
  db: Database,
  linkId: string,
  statusEmails: boolean,
): Promise<GuardianLinkRow | undefined> {
  const [updated] = await db
    .update(guardianLinks)
    .set({ statusEmails })
    .where(eq(guardianLinks.id, linkId))
    .returning();
  return updated;
}

/** The student's live links with each guardian's account email, oldest first. */
export async function listLiveLinksWithGuardianEmail(
  db: Database,
  studentId: string,
): Promise<(GuardianLinkRow & { guardianEmail: string })[]> {
  const rows = await db
    .select({ link: guardianLinks, guardianEmail: users.email })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(eq(guardianLinks.studentId, studentId), isNull(guardianLinks.endedAt)))
    .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
  return rows.map(({ link, guardianEmail }) => ({ ...link, guardianEmail }));
}

/** The student's live link `linkId`, locked until the transaction ends; none for another's. */
export async function findLiveLinkOfStudentForUpdate(
  db: Database,
  studentId: string,
  linkId: string,
): Promise<GuardianLinkRow | undefined> {
  const [found] = await db
    .select()
    .from(guardianLinks)
    .where(
      and(
        eq(guardianLinks.id, linkId),
        eq(guardianLinks.studentId, studentId),
        isNull(guardianLinks.endedAt),
      ),
    )
    .limit(1)
    .for('update');
  return found;
}

export async function endLink(
  db: Database,
  input: { linkId: string; endedBy: string; now: Date },
): Promise<void> {
  await db
    .update(guardianLinks)
    .set({ endedAt: input.now, endedBy: input.endedBy })
    .where(eq(guardianLinks.id, input.linkId));
}

/** The guardians who follow the student live with status emails on: address and language. */
export async function listStatusEmailGuardians(
  db: Database,
  studentId: string,
): Promise<EmailRecipient[]> {
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(
      and(
        eq(guardianLinks.studentId, studentId),
        isNull(guardianLinks.endedAt),
        eq(guardianLinks.statusEmails, true),
      ),
    )
    .orderBy(asc(guardianLinks.createdAt), asc(guardianLinks.id));
  return rows.map((row) => ({ email: row.email, language: storedLanguage(row.language) }));
}
