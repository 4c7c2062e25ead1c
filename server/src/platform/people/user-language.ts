// Each account's language (users.language, issue 27): the portal's and every email's. The column
// takes any text (adding a language is one line of domain config, no migration), so a value read
// back is checked against the portal's languages and falls back to English.
import { pickLanguage, type CurrentUser, type Language, type Role } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Someone an email goes to, and the language it is written in. */
export interface EmailRecipient {
  email: string;
  language: Language;
}

/** A stored language as a portal language ('en' for anything else). */
export function storedLanguage(value: string | null | undefined): Language {
  return pickLanguage({ saved: value });
}

/** The signed-in user as the API shows it, from a users row. */
export function toCurrentUser(user: {
  id: string;
  email: string;
  role: Role;
  language: string;
}): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    language: storedLanguage(user.language),
  };
}

/** The language an account's emails go in ('en' when the account is gone). */
export async function findUserLanguage(db: Database, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return storedLanguage(row?.language);
}

/** The language of the account with this (lower-cased) email, or null when there is none. */
export async function findLanguageByEmail(db: Database, email: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ? storedLanguage(row.language) : null;
}

/** Saves an account's language; returns the user as /api/auth/me shows it, if it still exists. */
export async function updateUserLanguage(
  db: Database,
  input: { id: string; language: Language; now: Date },
): Promise<CurrentUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ language: input.language, updatedAt: input.now })
    .where(eq(users.id, input.id))
    .returning({ id: users.id, email: users.email, role: users.role, language: users.language });
  return row ? toCurrentUser(row) : undefined;
}
