// Conversations for tests and the gates: a thread and its messages inserted directly, as if a
// student or consultant had written them, and a message with a stored attachment. No
// test-framework imports.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MessageSenderRole } from '@studypath/domain';
import type { MessageRow, MessageThreadRow } from '../src/platform/db/schema/index.ts';
import {
  insertMessage,
  insertThread,
  markThreadReadBy,
} from '../src/features/messages/messages.queries.ts';
import type { ObjectStorage } from '../src/platform/storage/object-storage.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';
import { pdfBytes } from './document-factories.ts';

/** A thread of `studentId`, started by them, with no messages yet. */
export async function insertMessageThread(
  deps: ServiceDeps,
  input: {
    studentId: string;
    subject?: string;
    status?: 'active' | 'closed';
    updatedAt?: Date;
  },
): Promise<MessageThreadRow> {
  const now = deps.now();
  const updatedAt = input.updatedAt ?? now;
  const isClosed = input.status === 'closed';
  return insertThread(deps.db, {
    studentId: input.studentId,
    subject: input.subject ?? 'Question about my visa',
    status: input.status ?? 'active',
    createdBy: input.studentId,
    closedAt: isClosed ? updatedAt : null,
    createdAt: updatedAt,
    updatedAt,
  });
}

export async function insertThreadMessage(
  deps: ServiceDeps,
  input: {
    threadId: string;
    senderId: string;
    senderRole: MessageSenderRole;
    content?: string;
    createdAt?: Date;
  },
): Promise<MessageRow> {
  return insertMessage(deps.db, {
    threadId: input.threadId,
    senderId: input.senderId,
    senderRole: input.senderRole,
    content: input.content ?? 'Hello, when is my visa appointment?',
    createdAt: input.createdAt ?? deps.now(),
  });
}

/** The consultant team read the thread at `at`, as opening it does. */
export async function markReadByTeam(
  deps: ServiceDeps,
  input: { threadId: string; at: Date },
): Promise<void> {
  await markThreadReadBy(deps.db, { id: input.threadId, side: 'staff', now: input.at });
}

/** A student's message in the thread carrying a small PDF stored under its key. */
export async function insertMessageWithAttachment(
  deps: ServiceDeps,
  storage: ObjectStorage,
  input: { threadId: string; senderId: string; senderRole?: MessageSenderRole; createdAt?: Date },
): Promise<MessageRow> {
  const attachmentKey = `messages/${input.threadId}/${randomUUID()}`;
  await storage.put(attachmentKey, Readable.from([pdfBytes]), { maxBytes: pdfBytes.length });
  return insertMessage(deps.db, {
    threadId: input.threadId,
    senderId: input.senderId,
    senderRole: input.senderRole ?? 'student',
    content: 'My transcript is attached.',
    attachmentKey,
    attachmentName: 'transcript.pdf',
    attachmentSize: pdfBytes.length,
    attachmentMimeType: 'application/pdf',
    createdAt: input.createdAt ?? deps.now(),
  });
}
