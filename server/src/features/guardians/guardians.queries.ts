// The guardian tables (schema/guardians.ts) and the few profile fields consent depends on.
import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  guardianConsents,
  guardianInvitations,
  profiles,
  users,
  type GuardianConsentRow,
  type GuardianInvitationRow,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { storedLanguage, type EmailRecipient } from '../../platform/people/user-language.ts';

/** What consent needs from a student's account and profile. */
export interface ConsentSubject {
  id: string;
  email: string;
  role: UserRow['role'];
  dateOfBirth: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  guardianName: string | null;
  guardianRelation: string | null;
  guardianEmail: string | null;
}

export async function findConsentSubject(
  db: Database,
  userId: string,
): Promise<ConsentSubject | undefined> {
  const [found] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      dateOfBirth: profiles.dateOfBirth,
      legalFirstName: profiles.legalFirstName,
      legalLastName: profiles.legalLastName,
      guardianName: profiles.guardianName,
      guardianRelation: profiles.guardianRelation,
      guardianEmail: profiles.guardianEmail,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return found;
}

// Decisions are ordered by time, then by their place in the table: rows are never updated, so
// two decisions in the same microsecond keep the order they were written in.
const decisionOrder = [asc(guardianConsents.decidedAt), asc(sql`ctid`)] as const;

/** The student's decisions, oldest first. */
export async function listConsentDecisions(
  db: Database,
  studentId: string,
): Promise<GuardianConsentRow[]> {
  return db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.studentId, studentId))
    .orderBy(...decisionOrder);
}

/** Only the kinds, oldest first: all the gate needs. */
export async function listDecisionKinds(
  db: Database,
  studentId: string,
): Promise<GuardianConsentRow['decision'][]> {
  // A student has a handful of decisions: the whole rows cost nothing more.
  return (await listConsentDecisions(db, studentId)).map((row) => row.decision);
}

export async function insertConsentDecision(
  db: Database,
  row: typeof guardianConsents.$inferInsert,
): Promise<GuardianConsentRow> {
  const [inserted] = await db.insert(guardianConsents).values(row).returning();
  if (!inserted) throw new Error('guardian_consents insert returned no row');
  return inserted;
}

export async function insertInvitation(
  db: Database,
  row: typeof guardianInvitations.$inferInsert,
): Promise<GuardianInvitationRow> {
  const [inserted] = await db.insert(guardianInvitations).values(row).returning();
  if (!inserted) throw new Error('guardian_invitations insert returned no row');
  return inserted;
}

/** Voids the student's invitations still open at `now` (a newer one, or a decision, replaces them). */
export async function voidOpenInvitations(
  db: Database,
  studentId: string,
  now: Date,
): Promise<void> {
  await db
    .update(guardianInvitations)
    .set({ voidedAt: now })
    .where(
      and(
        eq(guardianInvitations.studentId, studentId),
        isNull(guardianInvitations.usedAt),
        isNull(guardianInvitations.voidedAt),
      ),
    );
}

/** The invitation a link's token names, locked against a second decision through it. */
export async function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<GuardianInvitationRow | undefined> {
  const query = db
    .select()
    .from(guardianInvitations)
    .where(eq(guardianInvitations.tokenHash, tokenHash))
    .limit(1);
  const [found] = await (options.forUpdate ? query.for('update') : query);
  return found;
}

export async function markInvitationUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.update(guardianInvitations).set({ usedAt: now }).where(eq(guardianInvitations.id, id));
}

/** The newest invitation usable at `now`, if any. */
export async function findOpenInvitation(
  db: Database,
  studentId: string,
  now: Date,
): Promise<GuardianInvitationRow | undefined> {
  const [found] = await db
    .select()
    .from(guardianInvitations)
    .where(
      and(
        eq(guardianInvitations.studentId, studentId),
        isNull(guardianInvitations.usedAt),
        isNull(guardianInvitations.voidedAt),
        gt(guardianInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(guardianInvitations.sentAt))
    .limit(1);
  return found;
}

/** How many invitations went out for the student since `since`. */
export async function countInvitationsSince(
  db: Database,
  studentId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(guardianInvitations)
    .where(
      and(eq(guardianInvitations.studentId, studentId), gte(guardianInvitations.sentAt, since)),
    );
  return row?.total ?? 0;
}

/** The first invitation sent after `after` (the last decision), or ever when null. */
export async function findFirstInvitationAfter(
  db: Database,
  studentId: string,
  after: Date | null,
): Promise<GuardianInvitationRow | undefined> {
  const [found] = await db
    .select()
    .from(guardianInvitations)
    .where(
      and(
        eq(guardianInvitations.studentId, studentId),
        after ? gt(guardianInvitations.sentAt, after) : undefined,
      ),
    )
    .orderBy(asc(guardianInvitations.sentAt))
    .limit(1);
  return found;
}

/**
 * Locks the student's account row for the rest of the transaction: invitations and decisions for
 * one student are then written one at a time, so the daily limit and "the latest decision" hold
 * under concurrent requests.
 */
export async function lockStudent(db: Database, studentId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
}

/** Whether an account holds `email` (stored lower-cased, as invitations are). */
export async function hasAccountWithEmail(db: Database, email: string): Promise<boolean> {
  return (await db.$count(users, eq(users.email, email))) > 0;
}

/** The decision made through an invitation, if any (one at most: the link is used up by it). */
export async function findDecisionOfInvitation(
  db: Database,
  invitationId: string,
): Promise<GuardianConsentRow | undefined> {
  const [found] = await db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.invitationId, invitationId))
    .limit(1);
  return found;
}

export async function markInvitationLinked(db: Database, id: string, now: Date): Promise<void> {
  await db.update(guardianInvitations).set({ linkedAt: now }).where(eq(guardianInvitations.id, id));
}

/** Every consultant (role admin), oldest account first: the address and the language to write in. */
export async function listAdminRecipients(db: Database): Promise<EmailRecipient[]> {
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((row) => ({ email: row.email, language: storedLanguage(row.language) }));
}
