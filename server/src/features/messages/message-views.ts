// Rows as the API answers them. attachmentUrl is always the portal's own address, which checks who
// asks on every request, so a thread never carries a link that outlives the caller's right to it.
import type { AdminThread, StudentThread, ThreadMessage } from '@studypath/domain';
import { CONSULTANT_FALLBACK_NAME, fileNameForContent } from '@studypath/domain';
import type { MessageThreadRow } from '../../platform/db/schema/index.ts';
import type { MessageWithSender, ThreadWithStudent } from './messages.queries.ts';

export function attachmentPath(messageId: string): string {
  return `/api/messages/${messageId}/attachment`;
}

/** "First Last" from whichever legal names there are, or null. */
function joinNames(first: string | null, last: string | null): string | null {
  const joined = [first, last]
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '')
    .join(' ');
  return joined === '' ? null : joined;
}

export function toStudentThread(row: MessageThreadRow, unreadCount: number): StudentThread {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status === 'active' ? 'open' : 'closed',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unreadCount,
  };
}

export function toAdminThread(row: ThreadWithStudent): AdminThread {
  return {
    id: row.thread.id,
    subject: row.thread.subject,
    studentId: row.thread.studentId,
    studentFirstName: row.studentFirstName,
    studentLastName: row.studentLastName,
    studentEmail: row.studentEmail,
    status: row.thread.status,
    closedAt: row.thread.closedAt?.toISOString() ?? null,
    createdAt: row.thread.createdAt.toISOString(),
    updatedAt: row.thread.updatedAt.toISOString(),
    unreadCount: row.unreadCount,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
  };
}

/** The sender's e-mail goes only to consultants (part 2 §3). */
export function toThreadMessage(
  row: MessageWithSender,
  options: { isForAdmin: boolean },
): ThreadMessage {
  const { message } = row;
  const legalName = joinNames(row.senderFirstName, row.senderLastName);
  const displayName = row.senderDisplayName?.trim() || null;
  return {
    id: message.id,
    threadId: message.threadId,
    senderId: message.senderId,
    senderRole: message.senderRole,
    senderDisplayName:
      message.senderRole === 'admin'
        ? (displayName ?? legalName ?? CONSULTANT_FALLBACK_NAME)
        : legalName,
    senderFirstName: row.senderFirstName,
    senderLastName: row.senderLastName,
    senderEmail: options.isForAdmin ? row.senderEmail : null,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    attachmentName:
      message.attachmentName === null
        ? null
        : fileNameForContent(message.attachmentName, message.attachmentMimeType ?? ''),
    attachmentSize: message.attachmentSize,
    attachmentUrl: message.attachmentKey === null ? null : attachmentPath(message.id),
  };
}
