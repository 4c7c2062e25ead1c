// The portal's own upload address for local storage: PUT /api/objects/upload?token=... with the
// raw file (part 2 §7: "a storage target, not a product API"). It lives in a scope of its own whose
// only body parser hands the request stream over untouched, whatever its Content-Type, so the file
// is never buffered and the 20 MB cap is counted as the bytes arrive.
//
// Any signed-in user: a student's documents and anyone's message attachments (POST
// /api/messages/attachments/upload) come this way; the token names the one user it works for.
//
// CSRF: exempt, like S3's presigned URL it stands in for. The signed token is the proof: it is
// only ever given in the answer to the user's own CSRF-checked POST /api/objects/upload (or
// /api/messages/attachments/upload), which a cross-site page cannot read, and it works once, for
// 5 minutes, for the user it names. The browser therefore PUTs to either driver's URL the same
// way, with no extra header (an X-CSRF-Token would also break S3's CORS preflight).
import { errorResponseSchema } from '@studypath/domain';
import type { FastifyPluginCallback } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import type { DocumentDeps } from './document-deps.ts';
import { receiveDocumentUpload } from './documents.service.ts';

const uploadQuerySchema = z.object({
  token: z.string().max(200, { error: 'This upload link is not valid.' }),
});

export function registerObjectUploadRoutes(
  app: ZodApp,
  { documentDeps: deps }: { documentDeps: DocumentDeps },
): void {
  const scope: FastifyPluginCallback = (instance, _options, done) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });
    const zodScope = instance as unknown as ZodApp;
    zodScope.put('/api/objects/upload', {
      config: { access: 'signed-in', isCsrfExempt: true },
      schema: {
        tags: ['documents'],
        summary:
          'The raw file for an upload URL from POST /api/objects/upload or ' +
          '/api/messages/attachments/upload (local storage): works once, for 5 minutes, for the ' +
          'user it was issued to, at most 20 MB (413 past it, nothing kept)',
        querystring: uploadQuerySchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        // No body at all (Content-Length: 0) reaches here as undefined: an empty file.
        const body = (request.body as Readable | undefined) ?? request.raw;
        await receiveDocumentUpload(deps, {
          userId: signedInSession(request).user.id,
          token: request.query.token,
          body,
        });
        return reply.code(204).send(null);
      },
    });
    done();
  };
  void app.register(scope);
}
