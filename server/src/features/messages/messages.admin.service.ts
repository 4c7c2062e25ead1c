// The consultant's side of the conversations (part 2 §7 "Messages", admin variants): starting a
// thread with a student and closing one. Replies, lists and reading are shared with the students'
// calls (messages.service.ts).
import { randomUUID } from 'node:crypto';
import type { AdminCreateThreadRequest, AdminThread } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { publishLiveEvent } from '../../platform/events/live-events.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import { withStoredAttachment } from './message-attachments.service.ts';
import { toAdminThread } from './message-views.ts';
import {
  findThreadById,
  findThreadWithStudent,
  insertMessage,
  insertThread,
  updateThread,
} from './messages.queries.ts';
import { recordConsultantMove } from '../team/index.ts';

/** A consultant starts a thread with a student: it, the first message and any attachment. */
export async function createThreadForStudent(
  deps: DocumentDeps,
  input: { adminId: string; request: AdminCreateThreadRequest; ip: string },
): Promise<AdminThread> {
  const { request } = input;
  const student = await findUserById(deps.db, request.studentId);
  if (student?.role !== 'student') {
    throw new AppError('student.not_found');
  }
  const threadId = randomUUID();
  return withStoredAttachment(
    deps,
    { userId: input.adminId, threadId, attachment: request.attachment },
    (attachment) =>
      deps.db.transaction(async (tx) => {
        const now = deps.now();
        await insertThread(tx, {
          id: threadId,
          studentId: student.id,
          subject: request.subject,
          createdBy: input.adminId,
          staffReadAt: now,
          createdAt: now,
          updatedAt: now,
        });
        const message = await insertMessage(tx, {
          threadId,
          senderId: input.adminId,
          senderRole: 'admin',
          content: request.content,
          ...attachment,
          createdAt: now,
        });
        await recordAudit(
          { ...deps, db: tx },
          {
            action: 'message_thread_create',
            userId: input.adminId,
            entityType: 'message_thread',
            entityId: threadId,
            ipAddress: input.ip,
            details: {
              messageId: message.id,
              studentId: student.id,
              byStudent: false,
              hasAttachment: attachment !== null,
            },
          },
        );
        await recordConsultantMove(tx, { studentId: student.id, at: now });
        await publishLiveEvent(tx, { kind: 'messages', id: threadId, studentId: student.id });
        const created = await findThreadWithStudent(tx, threadId);
        if (!created) throw new Error('the thread just created was not found');
        return toAdminThread(created);
      }),
  );
}

/** Closes a thread for good (no one may write to it again); closing a closed one changes nothing. */
export async function closeThread(
  deps: ServiceDeps,
  input: { adminId: string; id: string; ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const thread = await findThreadById(tx, input.id, { forUpdate: true });
    if (!thread) throw new AppError('thread.not_found');
    if (thread.status === 'closed') return;
    const now = deps.now();
    await updateThread(tx, thread.id, {
      status: 'closed',
      closedAt: now,
      closedBy: input.adminId,
      updatedAt: now,
    });
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'message_thread_close',
        userId: input.adminId,
        entityType: 'message_thread',
        entityId: thread.id,
        ipAddress: input.ip,
        details: { studentId: thread.studentId },
      },
    );
    await publishLiveEvent(tx, { kind: 'messages', id: thread.id, studentId: thread.studentId });
  });
}
