// What a guardian reads of a linked student's documents (issue 26, item 4): the student's list as
// the student sees it, and each file as the student's download sends it. Read-only: a guardian
// neither uploads nor deletes. A student they do not follow, or such a student's document, is 404.
import {
  documentListResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  recordIdSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import { sendFileDownload } from '../../platform/http/send-file-download.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { assertGuardianOf } from '../guardians/index.ts';
import type { DocumentDeps } from './document-deps.ts';
import { getGuardianDocumentDownload, listOwnDocuments } from './documents.service.ts';

const studentParamsSchema = z.object({ studentId: recordIdSchema });
const readErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

export function registerGuardianDocumentRoutes(
  app: ZodApp,
  { documentDeps: deps }: { documentDeps: DocumentDeps },
): void {
  app.get('/api/guardian/students/:studentId/documents', {
    config: {
      conditional: 'content',
      access: 'guardian',
      ownedResource: { kind: 'linked_student', param: 'studentId' },
    },
    schema: {
      tags: ['guardians'],
      summary: "A linked student's documents, newest first, as the student sees them",
      params: studentParamsSchema,
      response: { 200: documentListResponseSchema, ...readErrors },
    },
    handler: async (request) => {
      const { studentId } = request.params;
      await assertGuardianOf(deps, signedInSession(request).user.id, studentId);
      return listOwnDocuments(deps, { userId: studentId });
    },
  });

  app.get('/api/guardian/documents/:id/download', {
    config: { access: 'guardian', ownedResource: { kind: 'document' } },
    // The file goes out as stored; compressing PDFs and images gains nothing.
    compress: false,
    schema: {
      tags: ['guardians'],
      summary:
        "Download a linked student's document as an attachment; with S3 a redirect to a URL " +
        'that expires within minutes',
      params: idParamsSchema,
      response: {
        200: z.unknown().describe('The file, as an attachment'),
        302: z.unknown().describe('A short-lived storage URL'),
        ...readErrors,
      },
    },
    handler: async (request, reply) => {
      const download = await getGuardianDocumentDownload(deps, {
        guardianId: signedInSession(request).user.id,
        id: request.params.id,
      });
      return sendFileDownload(reply, download);
    },
  });
}
