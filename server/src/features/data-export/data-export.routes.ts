// "Download my data" (issue 30, item 1; decision 040): a student's or a guardian's own exports.
// Consultants have no export here (403): their accounts are the firm's, managed on Users.
import {
  dataExportSchema,
  dataExportStateSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import { sendFileDownload } from '../../platform/http/send-file-download.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import {
  getDataExportDownload,
  getDataExportState,
  requestDataExport,
} from './data-export.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

export function registerDataExportRoutes(app: ZodApp, deps: DataExportDeps): void {
  app.post('/api/privacy/exports', {
    config: { access: 'student-or-guardian' },
    schema: {
      tags: ['privacy'],
      summary:
        'Ask for a zip of all your data, built in the background; one a day (429 ' +
        'data_export.daily_limit within 24 hours of the last one that did not fail)',
      response: { 202: dataExportSchema, ...errors, 429: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const created = await requestDataExport(deps, {
        userId: signedInSession(request).user.id,
        ip: request.ip,
      });
      return reply.code(202).send(created);
    },
  });

  app.get('/api/privacy/exports', {
    config: { access: 'student-or-guardian' },
    schema: {
      tags: ['privacy'],
      summary:
        'Your latest data export (status, progress, expiry, download address) and when you may ' +
        'ask for the next',
      response: { 200: dataExportStateSchema, ...errors },
    },
    handler: (request) => getDataExportState(deps, { userId: signedInSession(request).user.id }),
  });

  app.get('/api/privacy/exports/:id/download', {
    config: { access: 'student-or-guardian' },
    // A zip is compressed already.
    compress: false,
    schema: {
      tags: ['privacy'],
      summary:
        'Download your data export (only yours, until it expires 24 hours after it was ready); ' +
        'with S3 a redirect to a URL that expires within minutes',
      params: idParamsSchema,
      response: {
        200: z.unknown().describe('The zip, as an attachment'),
        302: z.unknown().describe('A short-lived storage URL'),
        400: errorResponseSchema,
        ...errors,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const download = await getDataExportDownload(deps, {
        userId: signedInSession(request).user.id,
        id: request.params.id,
        ip: request.ip,
      });
      return sendFileDownload(reply, download);
    },
  });
}
