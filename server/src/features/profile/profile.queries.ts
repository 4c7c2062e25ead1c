import type { ProfileFields } from '@studypath/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { profiles, type ProfileRow } from '../../db/schema/index.ts';

export async function findProfileByUserId(
  db: Database,
  userId: string,
): Promise<ProfileRow | undefined> {
  const query = preparedFor(db, 'profile_by_user_id', (target) =>
    target
      .select()
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('profile_by_user_id'),
  );
  const [profile] = await query.execute({ userId });
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
