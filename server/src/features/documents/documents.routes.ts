// The student's documents (part 2 §7 "Documents (student)") and the download every document has.
// Uploading is three calls: POST /api/objects/upload (a key and where to PUT the file), the PUT
// (object-uploads.routes.ts with local storage, S3 itself otherwise), POST /api/documents.
import {
  createDocumentRequestSchema,
  documentListResponseSchema,
  documentSchema,
  errorResponseSchema,
  idParamsSchema,
  uploadUrlResponseSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import { assertConsentFor } from '../guardians/index.ts';
import { sendFileDownload } from '../../platform/http/send-file-download.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import type { DocumentDeps } from './document-deps.ts';
import {
  deleteOwnDocument,
  getDocumentDownload,
  issueDocumentUpload,
  listOwnDocuments,
  listPathDocuments,
  registerDocument,
} from './documents.service.ts';

const ownedDocument = { kind: 'document' } as const;
const ownedApplication = { kind: 'application' } as const;
const readErrors = { 401: errorResponseSchema, 404: errorResponseSchema } as const;
const studentErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

export function registerDocumentRoutes(
  app: ZodApp,
  _context: RouteContext,
  { documentDeps: deps }: { documentDeps: DocumentDeps },
): void {
  app.post('/api/objects/upload', {
    config: { access: 'student' },
    schema: {
      tags: ['documents'],
      summary:
        'Where to PUT a document file (expires within minutes) and the storage key to register ' +
        'it under; refused (409) while the first study path is missing, new or in review',
      response: { 200: uploadUrlResponseSchema, ...studentErrors, 409: errorResponseSchema },
    },
    handler: async (request) => {
      const userId = signedInSession(request).user.id;
      await assertConsentFor(deps, userId, 'upload_document');
      return issueDocumentUpload(deps, { userId });
    },
  });

  app.post('/api/documents', {
    config: { access: 'student' },
    schema: {
      tags: ['documents'],
      summary:
        'Register an uploaded file as a document: the key must be yours and unused, the file at ' +
        'most 20 MB and, by its content, a PDF, DOC, DOCX, JPG or PNG (else it is deleted)',
      body: createDocumentRequestSchema,
      response: {
        201: documentSchema,
        400: errorResponseSchema,
        ...studentErrors,
        409: errorResponseSchema,
        413: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const userId = signedInSession(request).user.id;
      await assertConsentFor(deps, userId, 'upload_document');
      const created = await registerDocument(deps, {
        userId,
        request: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  });

  app.get('/api/documents', {
    config: { conditional: 'student-data', access: 'student' },
    schema: {
      tags: ['documents'],
      summary: "The signed-in student's documents, newest first",
      response: { 200: documentListResponseSchema, ...studentErrors },
    },
    handler: (request) => listOwnDocuments(deps, { userId: signedInSession(request).user.id }),
  });

  app.delete('/api/documents/:id', {
    config: { access: 'student', ownedResource: ownedDocument },
    schema: {
      tags: ['documents'],
      summary: 'Delete one of your documents (not one your consultant uploaded: 403)',
      params: idParamsSchema,
      response: {
        204: z.null(),
        400: errorResponseSchema,
        ...studentErrors,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      await deleteOwnDocument(deps, {
        userId: signedInSession(request).user.id,
        id: request.params.id,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/api/documents/:id/download', {
    config: { access: 'signed-in', ownedResource: ownedDocument },
    // The file goes out as stored; compressing PDFs and images gains nothing.
    compress: false,
    schema: {
      tags: ['documents'],
      summary:
        'Download a document (its student or an administrator) as an attachment; with S3 a ' +
        'redirect to a URL that expires within minutes',
      params: idParamsSchema,
      response: {
        200: z.unknown().describe('The file, as an attachment'),
        302: z.unknown().describe('A short-lived storage URL'),
        400: errorResponseSchema,
        401: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { user } = signedInSession(request);
      const download = await getDocumentDownload(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
      return sendFileDownload(reply, download);
    },
  });

  app.get('/api/applications/:id/documents', {
    config: { conditional: 'student-data', access: 'signed-in', ownedResource: ownedApplication },
    schema: {
      tags: ['applications'],
      summary: 'Documents of a study path, newest first (its student or an administrator)',
      params: idParamsSchema,
      response: {
        200: documentListResponseSchema,
        400: errorResponseSchema,
        ...readErrors,
      },
    },
    handler: (request) => {
      const { user } = signedInSession(request);
      return listPathDocuments(deps, {
        caller: { userId: user.id, role: user.role },
        id: request.params.id,
      });
    },
  });
}
