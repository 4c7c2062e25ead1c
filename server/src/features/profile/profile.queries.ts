import type { ProfileFields } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, type ProfileRow } from '../../db/schema/index.ts';

export async function findProfileByUserId(
  db: Database,
  userId: string,
): Promise<ProfileRow | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile;
}

/**
 * Writes every student field in one statement: fields missing from `fields` become null, so the
 * stored profile is exactly the one that was validated. display_name is left alone.
 */
export async function upsertStudentProfile(
  db: Database,
  userId: string,
  fields: Record<keyof ProfileFields, string | null>,
  now: Date,
): Promise<ProfileRow> {
  const [saved] = await db
    .insert(profiles)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: now } })
    .returning();
  if (!saved) throw new Error('profile upsert returned no row');
  return saved;
}

export async function upsertDisplayName(
  db: Database,
  userId: string,
  displayName: string,
  now: Date,
): Promise<ProfileRow> {
  const [saved] = await db
    .insert(profiles)
    .values({ userId, displayName, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { displayName, updatedAt: now } })
    .returning();
  if (!saved) throw new Error('profile upsert returned no row');
  return saved;
}
