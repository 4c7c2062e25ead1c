// HTTP side of guardian consent (issue 26): the public consent page's two calls (the link's token
// is the credential; no session needed) and the student's own state with "Send again".
import {
  consentDecisionRequestSchema,
  consentDecisionResponseSchema,
  consentInvitationViewSchema,
  errorResponseSchema,
  guardianConsentStatusSchema,
  languageSchema,
} from '@studypath/domain';
import { z } from 'zod';
import { signedInSession } from '../../platform/http/guards.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { consentTextLanguageFor } from './consent-text-version.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { getConsentStatus } from './consent-status.service.ts';
import { decide, viewInvitation } from './consent.service.ts';
import { sendInvitationAgain, type InvitationDeps } from './invitations.service.ts';

const linkErrors = { 400: errorResponseSchema } as const;
const studentErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

export function registerGuardianRoutes(app: ZodApp, deps: InvitationDeps): void {
  app.get('/api/guardian/consent', {
    config: { access: 'public' },
    schema: {
      tags: ['guardians'],
      summary:
        'What the guardian consent page shows for a link: the student, the text version; 400 for ' +
        'an unknown, used or expired link. The text is in the language asked by ?language=, ' +
        "else the request's (language cookie, then Accept-Language)",
      querystring: z.strictObject({
        token: z.string().min(1).max(200),
        language: languageSchema.optional(),
      }),
      response: { 200: consentInvitationViewSchema, ...linkErrors },
    },
    handler: (request) =>
      viewInvitation(deps, {
        token: request.query.token,
        language: consentTextLanguageFor(request.query.language ?? requestLanguage(request)),
      }),
  });

  app.post('/api/guardian/consent', {
    config: { access: 'public' },
    schema: {
      tags: ['guardians'],
      summary:
        "The guardian's decision through a link: consent or refuse, recorded with the text's " +
        'version, the typed name, time, address and user agent; the link is used up',
      body: consentDecisionRequestSchema,
      response: {
        201: consentDecisionResponseSchema,
        ...linkErrors,
        403: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const answer = await decide(deps, {
        request: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(201).send(answer);
    },
  });

  app.get('/api/guardian-consent', {
    config: { access: 'student' },
    schema: {
      tags: ['guardians'],
      summary:
        "The signed-in student's guardian consent: needed or not, the open link, the last decision",
      response: { 200: guardianConsentStatusSchema, ...studentErrors },
    },
    handler: (request) => getConsentStatus(deps, signedInSession(request).user.id),
  });

  app.post('/api/guardian-consent/invitations', {
    config: { access: 'student' },
    schema: {
      tags: ['guardians'],
      summary:
        'Send the guardian a new consent link (the older ones stop working); at most 3 a day',
      response: {
        201: guardianConsentStatusSchema,
        ...studentErrors,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const studentId = signedInSession(request).user.id;
      await sendInvitationAgain(deps, { studentId, ip: request.ip });
      return reply.code(201).send(await getConsentStatus(deps, studentId));
    },
  });
}
