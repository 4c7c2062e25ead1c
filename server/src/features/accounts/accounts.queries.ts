import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { emailTokens, users } from '../../platform/db/schema/index.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export async function insertEmailToken(
  db: Database,
  token: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(emailTokens).values(token);
}

/**
 * Uses a token in one statement: only an unused, unexpired token of that purpose matches, so two
 * parallel requests with the same link cannot both succeed. Returns the user id, if it matched.
 */
export async function consumeEmailToken(
  db: Database,
  input: { tokenHash: string; purpose: EmailTokenPurpose; now: Date },
): Promise<string | undefined> {
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.tokenHash, input.tokenHash),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return used?.userId;
}

/** Marks every still-unused token of the user with that purpose as used; returns how many. */
export async function invalidateUnusedEmailTokens(
  db: Database,
  input: { userId: string; purpose: EmailTokenPurpose; now: Date },
): Promise<number> {
  const invalidated = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailTokens.userId, input.userId),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
      ),
    )
    .returning({ id: emailTokens.id });
  return invalidated.length;
}

/**
 * The same, keyed by email address: it runs identically whether or not the address has an account,
 * which keeps forgot-password's database work the same shape for both.
 */
export async function invalidateUnusedResetTokensOfEmail(
  db: Database,
  input: { email: string; now: Date },
): Promise<number> {
  const owner = db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  const invalidated = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        inArray(emailTokens.userId, owner),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
      ),
    )
    .returning({ id: emailTokens.id });
  return invalidated.length;
}

/**
 * Whether the token is a verification link (used, unused or expired, as long as it is still
 * stored) of an account that is verified now: opening it again may say so, since only the
 * mailbox that received the link holds it.
 */
export async function isVerifyTokenOfVerifiedUser(
  db: Database,
  tokenHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, 'verify_email'),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findEmailVerifiedAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.emailVerifiedAt ?? null;
}

/** Sets email_verified_at unless it is already set (the first verification time is kept). */
export async function markUserEmailVerified(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * New password hash. The reset link reached the mailbox, which proves the address as well as a
 * verification link would, so an unverified account becomes verified.
 */
export async function updateUserPasswordHash(
  db: Database,
  input: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: input.passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now.toISOString()}::timestamptz)`,
      updatedAt: input.now,
    })
    .where(eq(users.id, input.userId));
}

/** Tokens that can no longer be used (expired before `cutoff`); used ones expire too. */
export async function deleteEmailTokensExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(emailTokens)
    .where(lte(emailTokens.expiresAt, cutoff))
    .returning({ id: emailTokens.id });
  return deleted.length;
}
