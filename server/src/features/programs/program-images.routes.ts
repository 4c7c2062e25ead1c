// Program images: the admin uploads one (multipart, checked by content, 5 MB cap) and gets back the
// imageUrl that GET /api/program-images/{name} serves to any signed-in user.
import {
  errorResponseSchema,
  PROGRAM_IMAGE_CATEGORY,
  PROGRAM_IMAGE_MAX_BYTES,
  programImageUploadResponseSchema,
} from '@studypath/domain';
import type { Multipart } from '@fastify/multipart';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import {
  getProgramImage,
  imageTooLarge,
  isTooLarge,
  uploadProgramImage,
} from './program-images.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;

function categoryOf(fields: Record<string, Multipart | Multipart[] | undefined>): unknown {
  const field = fields.category;
  if (field === undefined || Array.isArray(field) || field.type !== 'field') return field;
  return field.value;
}

export function registerProgramImageRoutes(
  app: ZodApp,
  _context: RouteContext,
  { storage }: { storage: ObjectStorage },
): void {
  app.post('/api/admin/programs/upload-image', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        "Upload a program image: multipart/form-data with `category` = 'program_image' (send it " +
        'before the file) and `file` (JPG or PNG, checked by content, at most 5 MB)',
      consumes: ['multipart/form-data'],
      response: {
        201: programImageUploadResponseSchema,
        ...errors,
        413: errorResponseSchema,
        415: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('program_image.not_multipart');
      }
      let part;
      try {
        // The parser lets one byte past the cap through, so the store's own count (which leaves
        // nothing behind) is what refuses an oversize file; the parser only stops the flood.
        part = await request.file({ limits: { fileSize: PROGRAM_IMAGE_MAX_BYTES + 1, files: 1 } });
      } catch (error) {
        if (isTooLarge(error)) {
          throw imageTooLarge();
        }
        throw new AppError('program_image.no_file', { cause: error });
      }
      if (part === undefined || part.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError('program_image.no_file');
      }
      const category = categoryOf(part.fields);
      if (category !== undefined && category !== PROGRAM_IMAGE_CATEGORY) {
        part.file.resume();
        throw new AppError('program_image.wrong_category');
      }
      return reply.code(201).send(await uploadProgramImage(storage, part.file));
    },
  });

  app.get('/api/program-images/:name', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['programs'],
      summary: 'A program image uploaded by a consultant',
      params: z.object({ name: z.string().max(64) }),
      response: {
        200: z.unknown().describe('The image bytes (image/jpeg or image/png)'),
        401: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const image = await getProgramImage(storage, request.params.name);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', String(image.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.body);
    },
  });
}
