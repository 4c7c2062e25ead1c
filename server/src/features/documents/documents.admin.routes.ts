// The consultant's document calls (part 2 §7 "Admin"): the searchable list, a path's documents,
// uploading for a student (multipart: file, category, userId, applicationId, in any order) and
// deleting. Admin only. Downloads go through GET /api/documents/{id}/download.
import {
  adminDocumentArrayResponseSchema,
  adminDocumentListQuerySchema,
  adminDocumentListResponseSchema,
  adminDocumentSchema,
  adminDocumentUploadFieldsSchema,
  ADMIN_DOCUMENT_MAX_BYTES,
  createDocumentRequestSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@studypath/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, isAppError } from '../../platform/http/app-error.ts';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { parseInput } from '../../platform/http/parse-input.ts';
import { fileTooLarge } from './document-content.ts';
import type { DocumentDeps } from './document-deps.ts';
import {
  deleteDocumentForAdmin,
  discardStagedUpload,
  isMultipartTooLarge,
  listApplicationDocumentsForAdmin,
  listDocumentsForAdmin,
  stageAdminUpload,
  uploadDocumentForAdmin,
  type AdminDocumentDeps,
} from './documents.admin.service.ts';

const fileNameSchema = z.object({ fileName: createDocumentRequestSchema.shape.fileName });

interface ReceivedUpload {
  stagedKey: string | undefined;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Reads the multipart parts in whatever order they come: the file is staged in storage as it
 * streams (10 MB cap), the short fields are collected. An empty field counts as absent.
 */
async function receiveUpload(request: FastifyRequest, deps: DocumentDeps): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { stagedKey: undefined, fileName: '', fields: {} };
  try {
    // The parser lets one byte past the cap through, so the store's own count (which leaves
    // nothing behind) is what refuses an oversize file; the parser only stops the flood.
    for await (const part of request.parts({
      limits: { fileSize: ADMIN_DOCUMENT_MAX_BYTES + 1, files: 1 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || received.stagedKey !== undefined) {
          part.file.resume();
          continue;
        }
        received.fileName = part.filename;
        received.stagedKey = await stageAdminUpload(deps, part.file);
      } else if (typeof part.value === 'string' && part.value !== '') {
        received.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (received.stagedKey !== undefined) await discardStagedUpload(deps, received.stagedKey);
    if (isAppError(error)) throw error;
    if (isMultipartTooLarge(error)) {
      throw fileTooLarge(ADMIN_DOCUMENT_MAX_BYTES);
    }
    throw new AppError('document.no_file', { cause: error });
  }
  return received;
}

export function registerAdminDocumentRoutes(
  app: ZodApp,
  _context: RouteContext,
  { documentDeps: deps }: { documentDeps: AdminDocumentDeps },
): void {
  app.get('/api/admin/documents', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Documents, newest first: search (file name, student e-mail or name), category filter, ' +
        'paging; accessible is false when the stored file is gone',
      querystring: adminDocumentListQuerySchema,
      response: { 200: adminDocumentListResponseSchema, ...adminErrors },
    },
    handler: (request) =>
      listDocumentsForAdmin(deps, request.query, signedInSession(request).user.id),
  });

  app.get('/api/admin/applications/:id/documents', {
    config: { conditional: 'content', access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The documents of a study path, with their owner and whether the file is there',
      params: idParamsSchema,
      response: { 200: adminDocumentArrayResponseSchema, ...adminErrors, 404: errorResponseSchema },
    },
    handler: (request) => listApplicationDocumentsForAdmin(deps, { id: request.params.id }),
  });

  app.post('/api/admin/documents/upload', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Upload a document for a student: multipart/form-data with `file` (PDF, DOC, DOCX, JPG ' +
        'or PNG by content, at most 10 MB), `category`, `userId` and optionally `applicationId` ' +
        "(default: the student's first study path) and `checklistItemId` (the checklist item it " +
        'is for); the student gets an update and an email',
      consumes: ['multipart/form-data'],
      response: {
        201: adminDocumentSchema,
        ...adminErrors,
        404: errorResponseSchema,
        413: errorResponseSchema,
        415: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('document.not_multipart');
      }
      const received = await receiveUpload(request, deps);
      const { stagedKey } = received;
      if (stagedKey === undefined) {
        throw new AppError('document.no_file');
      }
      let input;
      try {
        input = {
          fields: parseInput(adminDocumentUploadFieldsSchema, received.fields),
          fileName: parseInput(fileNameSchema, { fileName: received.fileName }).fileName,
        };
      } catch (error) {
        await discardStagedUpload(deps, stagedKey);
        throw error;
      }
      const created = await uploadDocumentForAdmin(deps, {
        ...input,
        stagedKey,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.delete('/api/admin/documents/:id', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: "Delete any student's document with its file",
      params: idParamsSchema,
      response: { 204: z.null(), ...adminErrors, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await deleteDocumentForAdmin(deps, {
        id: request.params.id,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  });
}
