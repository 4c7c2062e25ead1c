// What deleting an account takes out of the database. Most of it goes with the users row through
// the foreign keys (ON DELETE CASCADE: profile, sessions, email tokens, upload keys, study paths
// with their updates, program links, documents and information requests, threads with their
// messages); what would otherwise outlive it is removed here: the person's own audit rows (their
// user_id would only be set null) and the e-mails still addressed to them. Payment rows are kept:
// their user_id and application_id are set null by their foreign keys (decision 024). Documents
// are sealed or removed by the documents feature's step (decision 042), so their files are not
// among the objects counted here.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  applications,
  auditLogs,
  dataExports,
  documents,
  documentUploadKeys,
  emailOutbox,
  infoRequests,
  messages,
  messageThreads,
  users,
} from '../../platform/db/schema/index.ts';
import { LIVE_CHANGES_CHANNEL } from '../../platform/events/live-events.ts';

export interface UserHoldings {
  applications: number;
  documents: number;
  messageThreads: number;
  /**
   * The stored objects that go with the user: message attachments, unused upload keys, data
   * export zips. Not the documents' files: those are sealed or removed by their own step.
   */
  storageKeys: string[];
}

export async function findHoldingsOfUser(db: Database, userId: string): Promise<UserHoldings> {
  const threadIds = db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(eq(messageThreads.studentId, userId));
  const [documentCount, attachmentKeys, uploadKeys, exportKeys, applicationCount, threadCount] =
    await Promise.all([
      db.$count(documents, eq(documents.userId, userId)),
      db
        .select({ key: messages.attachmentKey })
        .from(messages)
        .where(inArray(messages.threadId, threadIds)),
      db
        .select({ key: documentUploadKeys.storageKey })
        .from(documentUploadKeys)
        .where(eq(documentUploadKeys.userId, userId)),
      db
        .select({ key: dataExports.objectKey })
        .from(dataExports)
        .where(eq(dataExports.userId, userId)),
      db.$count(applications, eq(applications.userId, userId)),
      db.$count(messageThreads, eq(messageThreads.studentId, userId)),
    ]);
  const storageKeys = [...attachmentKeys, ...uploadKeys, ...exportKeys].flatMap((row) =>
    row.key === null ? [] : [row.key],
  );
  return {
    applications: applicationCount,
    documents: documentCount,
    messageThreads: threadCount,
    storageKeys: [...new Set(storageKeys)],
  };
}

/**
 * Tells the consultants' open screens (and the student's, about to close) that the student's paths,
 * threads, documents and requests are gone: one live event each, delivered at commit (decision 023).
 */
export async function publishRemovalOfStudentData(db: Database, userId: string): Promise<void> {
  const notify = (kind: string, id: unknown, applicationId: unknown) =>
    sql`pg_notify(${LIVE_CHANGES_CHANNEL}, json_build_object('kind', ${kind}::text, 'id', ${id},
      'applicationId', ${applicationId}, 'studentId', ${userId}::text)::text)`;
  await db.execute(
    sql`select ${notify('applications', applications.id, applications.id)} from ${applications}
      where ${eq(applications.userId, userId)}`,
  );
  await db.execute(
    sql`select ${notify('messages', messageThreads.id, sql`null`)} from ${messageThreads}
      where ${eq(messageThreads.studentId, userId)}`,
  );
  await db.execute(
    sql`select ${notify('documents', documents.id, documents.applicationId)} from ${documents}
      where ${eq(documents.userId, userId)}`,
  );
  await db.execute(
    sql`select ${notify('info_requests', infoRequests.id, infoRequests.applicationId)}
      from ${infoRequests} where ${eq(infoRequests.userId, userId)}`,
  );
}

/** Deletes the account and, with it, everything that is the person's (see the header). */
export async function deleteUserAndHoldings(
  db: Database,
  user: { id: string; email: string },
): Promise<void> {
  await db.delete(auditLogs).where(eq(auditLogs.userId, user.id));
  await db.delete(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
  await db.delete(users).where(eq(users.id, user.id));
}
