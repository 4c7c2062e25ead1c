import { profileFieldNames, type ProfileFieldName, type ProfileFields } from '@studypath/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { profiles, type ProfileRow } from '../../platform/db/schema/index.ts';

/** What a profile answer is made of: the student's fields and the administrator's display name. */
export type StoredProfile = Record<ProfileFieldName | 'displayName', string | null>;

const answerColumns = [...profileFieldNames, 'displayName'] as const;
/** [column name in the row's JSON, field name], for the columns an answer needs. */
const answerColumnNames = answerColumns.map((field) => [profiles[field].name, field] as const);

/**
 * The row comes back as one JSON value (row_to_json) instead of ~60 columns: the embedded
 * database's wire-protocol parser spends most of a query's time on a wide row's column
 * descriptions (PGlite, measured: 535 -> 233 µs a query), and PostgreSQL's driver parses one
 * value instead of sixty (issue 14, docs/performance.md).
 */
export async function findProfileByUserId(
  db: Database,
  userId: string,
): Promise<StoredProfile | undefined> {
  const query = preparedFor(db, 'profile_json_by_user_id', (target) =>
    target
      .select({ row: sql<Record<string, string | null>>`row_to_json(${profiles})` })
      .from(profiles)
      .where(eq(profiles.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('profile_json_by_user_id'),
  );
  const [found] = await query.execute({ userId });
  if (!found) return undefined;
  const stored = {} as StoredProfile;
  for (const [column, field] of answerColumnNames) stored[field] = found.row[column] ?? null;
  return stored;
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
