// HTTP side of guardian accounts (issue 26, items 4–6): the account created from a consent's link
// (public: the link is the credential), linking one more student, the students followed, the
// status-email switch and withdrawal. Every route about a student declares the linked_student
// resource and checks the link first (assertGuardianOf: 404 for a student not followed).
import {
  errorResponseSchema,
  guardianAccountRequestSchema,
  guardianLinkRequestSchema,
  guardianSettingsRequestSchema,
  guardianStudentListSchema,
  guardianStudentSchema,
  loginResponseSchema,
} from '@studypath/domain';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { clearPresessionCookie } from '../../platform/http/csrf.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { setSessionCookie } from '../../platform/http/sessions.ts';
import { createDeviceCookieValue, deviceCookieMaxAgeSeconds } from '../auth/index.ts';
import { assertGuardianOf } from './guardian-access.service.ts';
import { createGuardianAccount, linkStudentToGuardian } from './guardian-accounts.service.ts';
import { listGuardianStudents, updateGuardianSettings } from './guardian-students.service.ts';
import { invitationDepsOf } from './invitation-deps.ts';
import { withdrawConsent } from './withdrawal.service.ts';

const guardianErrors = { 401: errorResponseSchema, 403: errorResponseSchema } as const;
const studentParams = z.strictObject({ studentId: z.uuid() });
const linkedStudent = { kind: 'linked_student', param: 'studentId' } as const;

export function registerGuardianAccountRoutes(app: ZodApp, appDeps: AppDeps): void {
  const { deps, sessionSecret, cookies } = appDeps;

  app.post('/api/guardian/account', {
    config: { access: 'public' },
    schema: {
      tags: ['guardians'],
      summary:
        "After a consent, create the guardian's account for the invited email (verified by the " +
        'link), link the student and sign in; 409 when the email has an account already',
      body: guardianAccountRequestSchema,
      response: {
        201: loginResponseSchema,
        400: errorResponseSchema,
        403: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const result = await createGuardianAccount(deps, {
        token: request.body.token,
        password: request.body.password,
        language: request.body.language ?? requestLanguage(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousSessionIdHash: request.session?.idHash ?? null,
      });
      // As the login route: the session cookie, the CSRF binding moved to the session, and this
      // browser remembered as a device the account signed in from.
      setSessionCookie(reply, cookies, result.session.rawId);
      clearPresessionCookie(reply, cookies);
      reply.setCookie(
        cookies.names.device,
        createDeviceCookieValue(sessionSecret, result.user.id),
        { ...cookies.base, maxAge: deviceCookieMaxAgeSeconds },
      );
      return reply.code(201).send({ user: result.user });
    },
  });

  app.post('/api/guardian/links', {
    config: { access: 'guardian' },
    schema: {
      tags: ['guardians'],
      summary:
        "Link the student of a consent's link to the signed-in guardian (a sibling); the link is spent",
      body: guardianLinkRequestSchema,
      response: { 201: guardianStudentSchema, 400: errorResponseSchema, ...guardianErrors },
    },
    handler: async (request, reply) => {
      const student = await linkStudentToGuardian(deps, {
        guardianId: signedInSession(request).user.id,
        token: request.body.token,
        ip: request.ip,
      });
      return reply.code(201).send(student);
    },
  });

  app.get('/api/guardian/students', {
    config: { access: 'guardian' },
    schema: {
      tags: ['guardians'],
      summary: 'The students the signed-in guardian follows, with their consent state',
      response: { 200: guardianStudentListSchema, ...guardianErrors },
    },
    handler: (request) => listGuardianStudents(deps, signedInSession(request).user.id),
  });

  app.put('/api/guardian/students/:studentId/settings', {
    config: { access: 'guardian', ownedResource: linkedStudent },
    schema: {
      tags: ['guardians'],
      summary: "Turn the status-change emails of a followed student's study paths on or off",
      params: studentParams,
      body: guardianSettingsRequestSchema,
      response: {
        200: guardianStudentSchema,
        400: errorResponseSchema,
        ...guardianErrors,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const guardianId = signedInSession(request).user.id;
      await assertGuardianOf(deps, guardianId, request.params.studentId);
      return updateGuardianSettings(deps, {
        guardianId,
        studentId: request.params.studentId,
        statusEmails: request.body.statusEmails,
      });
    },
  });

  app.post('/api/guardian/students/:studentId/withdrawal', {
    config: { access: 'guardian', ownedResource: linkedStudent },
    schema: {
      tags: ['guardians'],
      summary:
        'Withdraw consent for a followed student: the gate closes again, the consultants are ' +
        'emailed, nothing is deleted and the guardian keeps following',
      params: studentParams,
      response: {
        201: guardianStudentSchema,
        ...guardianErrors,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const guardianId = signedInSession(request).user.id;
      await assertGuardianOf(deps, guardianId, request.params.studentId);
      const student = await withdrawConsent(invitationDepsOf(appDeps), {
        guardianId,
        studentId: request.params.studentId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(201).send(student);
    },
  });
}
