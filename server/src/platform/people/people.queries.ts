// Who is who: the account rows every feature reads (a name or an e-mail to show, a sign-in to
// check). Registration inserts through here too: the e-mail's uniqueness is the table's.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../db/schema/index.ts';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function hasAnyAdmin(db: Database): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return admin !== undefined;
}

/** Inserts a user; returns undefined when the email is already taken. */
export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}
