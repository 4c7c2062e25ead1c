// One path's holder, complexity and open wait, for its page and its changes.
import { eq, isNull, and, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { applications, consultantWaits, profiles, users } from '../../platform/db/schema/index.ts';
import { consultantNameSql } from './consultant-sql.ts';

export interface PathAssignmentRow {
  id: string;
  userId: string;
  consultantId: string | null;
  consultantName: string | null;
  assignedAt: Date | null;
  isComplex: boolean;
  /** The student's legal name, else e-mail: how consultants' emails name them. */
  studentLabel: string;
  waitStartedAt: Date | null;
}

export async function findPathAssignment(
  db: Database,
  applicationId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PathAssignmentRow | null> {
  const query = db
    .select({
      id: applications.id,
      userId: applications.userId,
      consultantId: applications.consultantId,
      consultantName: consultantNameSql(applications.consultantId),
      assignedAt: applications.assignedAt,
      isComplex: applications.isComplex,
      studentLabel: sql<string>`coalesce(
        nullif(trim(concat_ws(' ', ${profiles.legalFirstName}, ${profiles.legalLastName})), ''),
        ${users.email})`,
      waitStartedAt: consultantWaits.startedAt,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .leftJoin(
      consultantWaits,
      and(eq(consultantWaits.applicationId, applications.id), isNull(consultantWaits.endedAt)),
    )
    .where(eq(applications.id, applicationId));
  const [row] = await (options.forUpdate ? query.for('update', { of: applications }) : query);
  return row ?? null;
}

export async function setPathComplex(
  db: Database,
  applicationId: string,
  isComplex: boolean,
): Promise<void> {
  await db.update(applications).set({ isComplex }).where(eq(applications.id, applicationId));
}
