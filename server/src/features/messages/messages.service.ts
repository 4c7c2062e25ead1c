// Conversations between a student and the consultant team (part 2 §7 "Messages"): the thread
// lists, a thread's messages, starting a thread (student), replying (either side), reading, and
// the unread count. A student reaches only their own threads (404 for anyone else's); any
// consultant reaches every thread. Unread is per side (decision 022): sending or reading moves
// the sender's or reader's side's marker; the consultants share one marker. Every change to a
// thread publishes a live event in its transaction.
import { randomUUID } from 'node:crypto';
import type {
  CreateThreadRequest,
  SendMessageRequest,
  StudentThread,
  ThreadMessage,
} from '@studypath/domain';
import { JsonText } from '../../platform/db/json-text.ts';
import type { MessageThreadRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { Caller } from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { publishLiveEvent } from '../../platform/events/live-events.ts';
import { withStoredAttachment } from './message-attachments.service.ts';
import { toStudentThread, toThreadMessage } from './message-views.ts';
import {
  countUnreadMessages,
  findMessagesOfThread,
  findMessageWithSender,
  findThreadById,
  findThreadListJson,
  findThreadsOfStudent,
  insertMessage,
  insertThread,
  markThreadReadBy,
  updateThread,
  type ReaderSide,
} from './messages.queries.ts';
import { recordConsultantMove, recordStudentMove } from '../team/index.ts';

const sideOf = (caller: Caller): ReaderSide => (caller.role === 'admin' ? 'staff' : 'student');

/** The thread if the caller may see it: its student or any consultant; 404 otherwise. */
export async function getVisibleThread(
  deps: ServiceDeps,
  input: { caller: Caller; id: string; forUpdate?: boolean },
): Promise<MessageThreadRow> {
  const row = await findThreadById(deps.db, input.id, { forUpdate: input.forUpdate ?? false });
  if (!row || (input.caller.role !== 'admin' && row.studentId !== input.caller.userId)) {
    throw new AppError('thread.not_found');
  }
  return row;
}

/** A student's own threads (open and closed), newest activity first. */
export async function listStudentThreads(
  deps: ServiceDeps,
  studentId: string,
): Promise<StudentThread[]> {
  const rows = await findThreadsOfStudent(deps.db, studentId);
  return rows.map((row) => toStudentThread(row.thread, row.unreadCount));
}

/**
 * The consultants' list: every thread, or the caller's Mine; active ones unless asked. Written by
 * the database as the JSON the route sends (decision 045).
 */
export async function listConsultantThreads(
  deps: ServiceDeps,
  input: { caller: Caller; includeClosed: boolean; consultant?: 'me' | 'all' },
): Promise<JsonText> {
  const json = await findThreadListJson(deps.db, {
    includeClosed: input.includeClosed,
    ...(input.consultant === 'me' ? { consultantId: input.caller.userId } : {}),
  });
  return new JsonText(json);
}

/** The messages, oldest first. Reading them marks nothing: the client asks for that. */
export async function listThreadMessages(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<ThreadMessage[]> {
  const isForAdmin = input.caller.role === 'admin';
  // One query when there are messages; only an empty list costs the visibility check, which
  // tells "no such thread, or not yours" (404) from a thread with none left (issue 14).
  const rows = await findMessagesOfThread(
    deps.db,
    input.id,
    isForAdmin ? null : input.caller.userId,
  );
  if (rows.length === 0) await getVisibleThread(deps, input);
  return rows.map((row) => toThreadMessage(row, { isForAdmin }));
}

/** The student starts a thread: it, its first message and any attachment, in one transaction. */
export async function createThread(
  deps: DocumentDeps,
  input: { userId: string; request: CreateThreadRequest; ip: string },
): Promise<StudentThread> {
  const { request } = input;
  const threadId = randomUUID();
  return withStoredAttachment(
    deps,
    { userId: input.userId, threadId, attachment: request.attachment },
    (attachment) =>
      deps.db.transaction(async (tx) => {
        const now = deps.now();
        const thread = await insertThread(tx, {
          id: threadId,
          studentId: input.userId,
          subject: request.subject,
          createdBy: input.userId,
          studentReadAt: now,
          createdAt: now,
          updatedAt: now,
        });
        const message = await insertMessage(tx, {
          threadId,
          senderId: input.userId,
          senderRole: 'student',
          content: request.content,
          ...attachment,
          createdAt: now,
        });
        await recordAudit(
          { ...deps, db: tx },
          {
            action: 'message_thread_create',
            userId: input.userId,
            entityType: 'message_thread',
            entityId: threadId,
            ipAddress: input.ip,
            details: { messageId: message.id, byStudent: true, hasAttachment: attachment !== null },
          },
        );
        await recordStudentMove(tx, {
          studentId: input.userId,
          kind: 'student_message',
          at: now,
        });
        await publishLiveEvent(tx, { kind: 'messages', id: threadId, studentId: input.userId });
        return toStudentThread(thread, 0);
      }),
  );
}

/**
 * A reply from the thread's student or a consultant. A closed thread takes none (409), from
 * anyone. The thread's last activity and the sender side's read marker move to now.
 */
export async function sendMessage(
  deps: DocumentDeps,
  input: { caller: Caller; request: SendMessageRequest; ip: string },
): Promise<ThreadMessage> {
  const { caller, request } = input;
  const refuseIfClosed = (thread: MessageThreadRow): void => {
    if (thread.status === 'closed') {
      throw new AppError('thread.closed');
    }
  };
  // Checked before the upload key is spent; again, locked, in the transaction.
  refuseIfClosed(await getVisibleThread(deps, { caller, id: request.threadId }));
  return withStoredAttachment(
    deps,
    { userId: caller.userId, threadId: request.threadId, attachment: request.attachment },
    (attachment) =>
      deps.db.transaction(async (tx) => {
        const txDeps = { ...deps, db: tx };
        const thread = await getVisibleThread(txDeps, {
          caller,
          id: request.threadId,
          forUpdate: true,
        });
        refuseIfClosed(thread);
        const now = deps.now();
        const senderRole = caller.role === 'admin' ? 'admin' : 'student';
        const message = await insertMessage(tx, {
          threadId: thread.id,
          senderId: caller.userId,
          senderRole,
          content: request.content,
          ...attachment,
          createdAt: now,
        });
        await updateThread(tx, thread.id, {
          updatedAt: now,
          ...(senderRole === 'admin' ? { staffReadAt: now } : { studentReadAt: now }),
        });
        await recordAudit(txDeps, {
          action: 'message_sent',
          userId: caller.userId,
          entityType: 'message',
          entityId: message.id,
          ipAddress: input.ip,
          details: { threadId: thread.id, senderRole, hasAttachment: attachment !== null },
        });
        // Issue 29: a student's message puts the move with their consultant; a reply answers.
        if (senderRole === 'admin') {
          await recordConsultantMove(tx, { studentId: thread.studentId, at: now });
        } else {
          await recordStudentMove(tx, {
            studentId: thread.studentId,
            kind: 'student_message',
            at: now,
          });
        }
        await publishLiveEvent(tx, {
          kind: 'messages',
          id: thread.id,
          studentId: thread.studentId,
        });
        const sent = await findMessageWithSender(tx, message.id);
        if (!sent) throw new Error('the message just sent was not found');
        return toThreadMessage(sent, { isForAdmin: caller.role === 'admin' });
      }),
  );
}

/**
 * The caller's side has read the thread up to now: the student's own marker, or the consultant
 * team's shared one. Nothing changes (and no event goes out) when nothing was unread.
 */
export async function markThreadRead(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const thread = await getVisibleThread({ ...deps, db: tx }, { ...input, forUpdate: true });
    const isChanged = await markThreadReadBy(tx, {
      id: thread.id,
      side: sideOf(input.caller),
      now: deps.now(),
    });
    if (isChanged) {
      // The team's reading changes only the consultants' counts: the student hears nothing.
      const studentId = sideOf(input.caller) === 'student' ? thread.studentId : null;
      await publishLiveEvent(tx, { kind: 'messages', id: thread.id, studentId });
    }
  });
}

/** Consultant messages a student has not read, or student messages the team has not read. */
export async function countUnread(deps: ServiceDeps, input: { caller: Caller }): Promise<number> {
  return countUnreadMessages(
    deps.db,
    input.caller.role === 'admin'
      ? { side: 'staff' }
      : { side: 'student', studentId: input.caller.userId },
  );
}
