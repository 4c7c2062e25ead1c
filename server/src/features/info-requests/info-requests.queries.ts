import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import {
  applicationPrograms,
  applications,
  infoRequests,
  profiles,
  programs,
  users,
  type InfoRequestRow,
  type NewInfoRequestRow,
} from '../../platform/db/schema/index.ts';
import { isStudentOfSql, itemConsultantIdSql, nameConsultants } from '../team/index.ts';

export async function insertInfoRequest(
  db: Database,
  values: NewInfoRequestRow,
): Promise<InfoRequestRow> {
  const [row] = await db.insert(infoRequests).values(values).returning();
  if (!row) throw new Error('info_requests insert returned no row');
  return row;
}

/** Newest first. */
export async function findInfoRequestsOfUser(
  db: Database,
  userId: string,
): Promise<InfoRequestRow[]> {
  const query = preparedFor(db, 'info_requests_of_user', (target) =>
    target
      .select()
      .from(infoRequests)
      .where(eq(infoRequests.userId, sql.placeholder('userId')))
      .orderBy(desc(infoRequests.createdAt), desc(infoRequests.id))
      .prepare('info_requests_of_user'),
  );
  return query.execute({ userId });
}

/** With forUpdate, the row stays locked until the transaction ends. */
export async function findInfoRequestById(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InfoRequestRow | undefined> {
  const query = db.select().from(infoRequests).where(eq(infoRequests.id, id)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function markInfoRequestAnswered(
  db: Database,
  id: string,
  values: { responses: Record<string, string>; answeredAt: Date },
): Promise<InfoRequestRow | undefined> {
  const [row] = await db
    .update(infoRequests)
    .set({ status: 'answered', responses: values.responses, answeredAt: values.answeredAt })
    .where(eq(infoRequests.id, id))
    .returning();
  return row;
}

export interface AdminInfoRequestRow {
  request: InfoRequestRow;
  email: string;
  legalFirstName: string | null;
  legalLastName: string | null;
  /** The path's fields (null for a general request). */
  specificProgram: string | null;
  fieldOfStudy: string | null;
  intendedInstitutions: string | null;
  /** The first program attached to the path, if any. */
  programTitle: string | null;
  programInstitution: string | null;
  consultantId: string | null;
  consultantName: string | null;
}

/** The consultant of the request's path, else of its student (issue 29). */
const requestConsultantId = itemConsultantIdSql(infoRequests.applicationId, infoRequests.userId);

/**
 * Requests with their student and what their path is about, newest first, in one query: the
 * path's first attached program (the earliest attachment, so the label does not change as more
 * are attached) comes from a lateral subquery per row.
 */
async function selectInfoRequestsForAdmin(
  db: Database,
  where: SQL | undefined,
): Promise<AdminInfoRequestRow[]> {
  const rows = await selectRows(db, where);
  return nameConsultants(db, rows);
}

function selectRows(db: Database, where: SQL | undefined) {
  const firstProgram = db
    .select({ title: programs.title, institution: programs.institution })
    .from(applicationPrograms)
    .innerJoin(programs, eq(programs.id, applicationPrograms.programId))
    .where(eq(applicationPrograms.applicationId, infoRequests.applicationId))
    .orderBy(asc(applicationPrograms.attachedAt), asc(applicationPrograms.id))
    .limit(1)
    .as('first_program');
  return db
    .select({
      request: infoRequests,
      email: users.email,
      legalFirstName: profiles.legalFirstName,
      legalLastName: profiles.legalLastName,
      specificProgram: applications.specificProgram,
      fieldOfStudy: applications.fieldOfStudy,
      intendedInstitutions: applications.intendedInstitutions,
      programTitle: firstProgram.title,
      programInstitution: firstProgram.institution,
      consultantId: requestConsultantId,
    })
    .from(infoRequests)
    .innerJoin(users, eq(users.id, infoRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, infoRequests.userId))
    .leftJoin(applications, eq(applications.id, infoRequests.applicationId))
    .leftJoinLateral(firstProgram, sql`true`)
    .where(where)
    .orderBy(desc(infoRequests.createdAt), desc(infoRequests.id));
}

/** Every request, or (consultantId given) those of the consultant's students ("Mine"). */
export async function findInfoRequestsForAdmin(
  db: Database,
  options: { consultantId?: string } = {},
): Promise<AdminInfoRequestRow[]> {
  return selectInfoRequestsForAdmin(
    db,
    options.consultantId === undefined
      ? undefined
      : isStudentOfSql(infoRequests.userId, options.consultantId),
  );
}

export async function findInfoRequestsOfApplicationForAdmin(
  db: Database,
  applicationId: string,
): Promise<AdminInfoRequestRow[]> {
  return selectInfoRequestsForAdmin(db, eq(infoRequests.applicationId, applicationId));
}

export async function findInfoRequestForAdmin(
  db: Database,
  id: string,
): Promise<AdminInfoRequestRow | undefined> {
  const [row] = await selectInfoRequestsForAdmin(db, eq(infoRequests.id, id));
  return row;
}

/**
 * Retention starts at the answer, or at the sending while unanswered (coalesce(answered_at,
 * created_at)), written as two conditions on plain columns. An answer never comes before the
 * sending, so `created_at < before` always holds too and lets the index narrow the scan.
 */
function retentionStartedBefore(before: Date): SQL | undefined {
  return and(
    lt(infoRequests.createdAt, before),
    or(isNull(infoRequests.answeredAt), lt(infoRequests.answeredAt, before)),
  );
}

/**
 * Deletes at most `limit` requests whose retention started before `before`, oldest first. The
 * condition is repeated on the delete itself: a request answered while the batch was chosen is
 * re-checked on its new row and kept. Returns how many went.
 */
export async function deleteInfoRequestsRetainedBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<number> {
  const isExpired = retentionStartedBefore(before);
  const batch = db
    .select({ id: infoRequests.id })
    .from(infoRequests)
    .where(isExpired)
    .orderBy(asc(infoRequests.createdAt), asc(infoRequests.id))
    .limit(limit);
  const deleted = await db
    .delete(infoRequests)
    .where(and(inArray(infoRequests.id, batch), isExpired))
    .returning({ id: infoRequests.id });
  return deleted.length;
}
