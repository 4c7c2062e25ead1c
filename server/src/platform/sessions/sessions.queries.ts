import { eq, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users, type SessionRow } from '../db/schema/index.ts';

export async function insertSession(db: Database, session: SessionRow): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findSessionWithUser(db: Database, idHash: string) {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, role: users.role, language: users.language },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function updateSessionLastSeen(
  db: Database,
  idHash: string,
  lastSeenAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, idHash));
}

/** Deletes a session; returns its user id when a row was removed. */
export async function deleteSession(db: Database, idHash: string): Promise<string | undefined> {
  const [deleted] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId });
  return deleted?.userId;
}

export async function deleteExpiredSessions(
  db: Database,
  now: Date,
  idleCutoff: Date,
): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** When a session was last used and when it ends at the latest; undefined once it is gone. */
export async function findSessionTimes(db: Database, idHash: string) {
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
