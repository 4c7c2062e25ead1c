// Conversations with the consultant team (part 2 §7 "Messages"): the calls students and
// consultants share, answered by role. A student reaches only their own threads (404 otherwise).
// An attachment goes up like a document (POST /api/messages/attachments/upload, then the PUT) and
// is sent with its message.
import {
  createThreadRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  messageSchema,
  sendMessageRequestSchema,
  studentThreadSchema,
  threadListQuerySchema,
  threadListResponseSchema,
  threadMessagesResponseSchema,
  unreadCountResponseSchema,
  uploadUrlResponseSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import { sendFileDownload } from '../../platform/http/send-file-download.ts';
import { sendSharedAnswer } from '../../platform/http/send-shared-answer.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import type { SharedAnswers } from '../../platform/events/shared-answers.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { getAttachmentDownload, issueAttachmentUpload } from './message-attachments.service.ts';
import {
  countUnread,
  createThread,
  listThreadMessages,
  listConsultantThreads,
  listStudentThreads,
  markThreadRead,
  sendMessage,
} from './messages.service.ts';

const ownedThread = { kind: 'thread' } as const;
const ownedMessage = { kind: 'message' } as const;
const signedInErrors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;

export function registerMessageRoutes(
  app: ZodApp,
  _context: RouteContext,
  {
    documentDeps: deps,
    sharedAnswers,
  }: { documentDeps: DocumentDeps; sharedAnswers: SharedAnswers },
): void {
  app.get('/api/messages/threads', {
    config: { conditional: 'student-data', access: 'signed-in' },
    schema: {
      tags: ['messages'],
      summary:
        "A student's own threads, or (administrators) every active thread with its student; " +
        'includeClosed=true adds the closed ones. Newest activity first, with unread counts',
      querystring: threadListQuerySchema,
      response: { 200: threadListResponseSchema, ...signedInErrors },
    },
    handler: async (request, reply) => {
      const { user } = signedInSession(request);
      if (user.role !== 'admin') return listStudentThreads(deps, user.id);
      const input = {
        caller: { userId: user.id, role: user.role },
        includeClosed: request.query.includeClosed,
        consultant: request.query.consultant,
      };
      // The consultants' lists are unpaged and the same for each of them (Mine: for each
      // consultant): shared until anything changes (decision 044).
      const mine = request.query.consultant === 'me' ? user.id : 'all';
      const closed = request.query.includeClosed ? 'with-closed' : 'active';
      return sendSharedAnswer(
        request,
        reply,
        sharedAnswers,
        `admin-threads ${closed} ${mine}`,
        () => listConsultantThreads(deps, input),
      );
    },
  });

  app.get('/api/messages/thread/:id', {
    config: { conditional: 'student-data', access: 'signed-in', ownedResource: ownedThread },
    schema: {
      tags: ['messages'],
      summary: "A thread's messages, oldest first (marks nothing read)",
      params: idParamsSchema,
      response: {
        200: threadMessagesResponseSchema,
        ...signedInErrors,
        404: errorResponseSchema,
      },
    },
    handler: (request) => {
      const { user } = signedInSession(request);
      return listThreadMessages(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
    },
  });

  app.post('/api/messages/threads', {
    config: { access: 'student' },
    schema: {
      tags: ['messages'],
      summary: 'Start a conversation with the consultant team: a subject and a first message',
      body: createThreadRequestSchema,
      response: {
        201: studentThreadSchema,
        ...signedInErrors,
        403: errorResponseSchema,
        413: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await createThread(deps, {
        userId: signedInSession(request).user.id,
        request: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.post('/api/messages', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['messages'],
      summary:
        'Reply in a thread (its student or an administrator); a closed thread takes no ' +
        'messages (409)',
      body: sendMessageRequestSchema,
      response: {
        201: messageSchema,
        ...signedInErrors,
        404: errorResponseSchema,
        409: errorResponseSchema,
        413: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { user } = signedInSession(request);
      const sent = await sendMessage(deps, {
        caller: { userId: user.id, role: user.role },
        request: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(sent);
    },
  });

  app.post('/api/messages/thread/:id/mark-read', {
    config: { access: 'signed-in', ownedResource: ownedThread },
    schema: {
      tags: ['messages'],
      summary:
        "Mark a thread read up to now for the caller's side (the student, or the whole " +
        'consultant team)',
      params: idParamsSchema,
      response: { 204: z.null(), ...signedInErrors, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const { user } = signedInSession(request);
      await markThreadRead(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/api/messages/unread-count', {
    config: { conditional: 'student-data', access: 'signed-in' },
    schema: {
      tags: ['messages'],
      summary:
        "Messages the caller's side has not read: a student's consultant messages, or every " +
        'student message the team has not read (a bare number)',
      response: { 200: unreadCountResponseSchema, 401: errorResponseSchema },
    },
    handler: (request) => {
      const { user } = signedInSession(request);
      return countUnread(deps, { caller: { userId: user.id, role: user.role } });
    },
  });

  app.post('/api/messages/attachments/upload', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['messages'],
      summary:
        "Where to PUT a message's attachment (expires within minutes) and the storage key to " +
        'send with the message',
      response: { 200: uploadUrlResponseSchema, 401: errorResponseSchema },
    },
    handler: (request) => issueAttachmentUpload(deps, { userId: signedInSession(request).user.id }),
  });

  app.get('/api/messages/:id/attachment', {
    config: { access: 'signed-in', ownedResource: ownedMessage },
    // The file goes out as stored; compressing PDFs and images gains nothing.
    compress: false,
    schema: {
      tags: ['messages'],
      summary:
        "Download a message's attachment (the thread's student or an administrator); with S3 a " +
        'redirect to a URL that expires within minutes',
      params: idParamsSchema,
      response: {
        200: z.unknown().describe('The file, as an attachment'),
        302: z.unknown().describe('A short-lived storage URL'),
        ...signedInErrors,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { user } = signedInSession(request);
      const download = await getAttachmentDownload(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
      return sendFileDownload(reply, download);
    },
  });
}
