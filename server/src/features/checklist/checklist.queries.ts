import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applicationPrograms,
  applications,
  profiles,
  programs,
} from '../../platform/db/schema/index.ts';

/**
 * The tuition text of the path's first attached program (the earliest attachment, as the
 * consultants' lists label a path), or null when none is attached.
 */
export async function findFirstProgramTuition(
  db: Database,
  applicationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ tuition: programs.tuition })
    .from(applicationPrograms)
    .innerJoin(programs, eq(programs.id, applicationPrograms.programId))
    .where(eq(applicationPrograms.applicationId, applicationId))
    .orderBy(asc(applicationPrograms.attachedAt), asc(applicationPrograms.id))
    .limit(1);
  return row?.tuition ?? null;
}

export async function updateChecklistAnswers(
  db: Database,
  applicationId: string,
  answers: Record<string, unknown>,
): Promise<void> {
  await db
    .update(applications)
    .set({ checklistAnswers: answers })
    .where(eq(applications.id, applicationId));
}

/** What the rules read of each path (the first program's tuition aside: it moves no item). */
export async function findPathFacts(db: Database, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      id: applications.id,
      additionalInfo: applications.additionalInfo,
      checklistAnswers: applications.checklistAnswers,
      dateOfBirth: profiles.dateOfBirth,
    })
    .from(applications)
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .where(inArray(applications.id, [...applicationIds]));
}
