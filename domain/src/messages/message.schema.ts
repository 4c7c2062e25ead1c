// Conversations between a student and the consultant team (part 2 §3 "Message thread", "Message";
// §5 "Messages"; §7 "Messages"). A thread belongs to one student; any consultant may answer it.
// The student reads its status as open/closed, the admin as active/closed (stored: active|closed).
import { z } from 'zod';
import { STUDENT_DOCUMENT_MAX_BYTES } from '../documents/document-files.ts';
import { recordIdSchema } from '../input/record-id.schema.ts';
import { textSchema } from '../input/text.schema.ts';
import { assignedConsultantShape, consultantFilterSchema } from '../team/team.schema.ts';

export const THREAD_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_CONTENT_MAX_LENGTH = 5000;
/** What a message's attachment may weigh: the documents' 20 MB (decision 022). */
export const MESSAGE_ATTACHMENT_MAX_BYTES = STUDENT_DOCUMENT_MAX_BYTES;
export const ATTACHMENT_NAME_MAX_LENGTH = 255;

export const messageSenderRoles = ['admin', 'student'] as const;
export type MessageSenderRole = (typeof messageSenderRoles)[number];

/** The name shown for a consultant with no display name nor legal name (part 2 §6). */
export const CONSULTANT_FALLBACK_NAME = 'Educational Consultant';

export const threadMessages = {
  subjectRequired: 'Subject is required',
  contentRequired: 'Message is required',
  threadNotFound: 'Conversation not found.',
  threadClosed: 'This conversation was closed by the consultant team. Start a new conversation.',
  studentNotFound: 'Student not found.',
} as const;

/** GET /api/messages/threads, the student's view. */
export const studentThreadSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  /** The thread's last activity (its newest message, or when it was closed). */
  updatedAt: z.string(),
  /** Consultant messages the student has not read yet. */
  unreadCount: z.int().nonnegative(),
});
export type StudentThread = z.infer<typeof studentThreadSchema>;

/** GET /api/messages/threads?includeClosed=true, the admin's view. */
export const adminThreadSchema = z.object({
  id: z.string(),
  subject: z.string(),
  studentId: z.string(),
  studentFirstName: z.string().nullable(),
  studentLastName: z.string().nullable(),
  studentEmail: z.string(),
  status: z.enum(['active', 'closed']),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Student messages the consultant team has not read yet. */
  unreadCount: z.int().nonnegative(),
  ...assignedConsultantShape,
});
export type AdminThread = z.infer<typeof adminThreadSchema>;

/**
 * Either view: the same endpoint answers by role. The admin view comes first: a union takes the
 * first option that parses, and an admin list of closed threads also parses as student threads
 * (which would strip the student's name and e-mail).
 */
export const threadListResponseSchema = z.union([
  z.array(adminThreadSchema),
  z.array(studentThreadSchema),
]);

/** One message; senderEmail only in an admin's answer (null for a student). */
export const messageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  /** Null once the sender's account is gone. */
  senderId: z.string().nullable(),
  senderRole: z.enum(messageSenderRoles),
  /** Display name, else legal name, else 'Educational Consultant' for a consultant. */
  senderDisplayName: z.string().nullable(),
  senderFirstName: z.string().nullable(),
  senderLastName: z.string().nullable(),
  senderEmail: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  attachmentName: z.string().nullable(),
  /** Bytes. */
  attachmentSize: z.int().nonnegative().nullable(),
  /** A portal address that checks who asks (the thread's student or a consultant). */
  attachmentUrl: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof messageSchema>;
/** GET /api/messages/thread/{id}: the messages, oldest first. */
export const threadMessagesResponseSchema = z.array(messageSchema);

const subjectSchema = textSchema({ error: threadMessages.subjectRequired })
  .min(1, { error: threadMessages.subjectRequired })
  .max(THREAD_SUBJECT_MAX_LENGTH, {
    error: `Must be at most ${THREAD_SUBJECT_MAX_LENGTH} characters`,
  });

const contentSchema = textSchema({ isMultiline: true, error: threadMessages.contentRequired })
  .min(1, { error: threadMessages.contentRequired })
  .max(MESSAGE_CONTENT_MAX_LENGTH, {
    error: `Must be at most ${MESSAGE_CONTENT_MAX_LENGTH} characters`,
  });

/**
 * A file already PUT to an upload URL from POST /api/messages/attachments/upload, sent with the
 * message that carries it.
 */
export const messageAttachmentInputSchema = z.strictObject({
  storageKey: textSchema({ error: 'Invalid storage key' }).max(200, {
    error: 'Invalid storage key',
  }),
  fileName: textSchema({ error: 'File name is required' })
    .min(1, { error: 'File name is required' })
    .max(ATTACHMENT_NAME_MAX_LENGTH, {
      error: `Must be at most ${ATTACHMENT_NAME_MAX_LENGTH} characters`,
    }),
});
export type MessageAttachmentInput = z.infer<typeof messageAttachmentInputSchema>;

/** POST /api/messages/threads (student). Answer: the thread (student view), 201. */
export const createThreadRequestSchema = z.strictObject({
  subject: subjectSchema,
  content: contentSchema,
  attachment: messageAttachmentInputSchema.optional(),
});
export type CreateThreadRequest = z.infer<typeof createThreadRequestSchema>;

/** POST /api/messages (student or admin). Answer: the message, 201. */
export const sendMessageRequestSchema = z.strictObject({
  threadId: recordIdSchema,
  content: contentSchema,
  attachment: messageAttachmentInputSchema.optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** POST /api/admin/messages/threads. Answer: the thread (admin view, carries id), 201. */
export const adminCreateThreadRequestSchema = z.strictObject({
  studentId: recordIdSchema,
  subject: subjectSchema,
  content: contentSchema,
  attachment: messageAttachmentInputSchema.optional(),
});
export type AdminCreateThreadRequest = z.infer<typeof adminCreateThreadRequestSchema>;

/** GET /api/messages/threads?includeClosed=true (admins; students always get all their own). */
export const threadListQuerySchema = z.object({
  includeClosed: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  /** Admins: "Mine" (me) or everyone's (all, the default) (issue 29). */
  consultant: consultantFilterSchema,
});

/** GET /api/messages/unread-count answers a single number (part 1 §3). */
export const unreadCountResponseSchema = z.int().nonnegative();
