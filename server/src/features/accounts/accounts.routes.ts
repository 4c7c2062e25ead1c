// HTTP side of the account flows: register, verify email (and resend its link), forgot and reset
// password. Input is parsed by the domain schemas (the forms use the same ones); rules live in
// accounts.service.ts.
import {
  errorResponseSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@studypath/domain';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { clearSessionCookie } from '../../platform/http/sessions.ts';
import type { EmailRelay } from '../../platform/email/email-relay.ts';
import { accountMessages } from './account-policy.ts';
import {
  registerAccount,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  verifyEmail,
  type AccountServiceDeps,
} from './accounts.service.ts';

/** Every account call can fail validation (400), the CSRF check (403) or a rate limit (429). */
const accountErrorResponses = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
} as const;

export interface AccountRoutesOptions {
  /** config.appUrl: links in emails always use it, never the request's Host header. */
  appUrl: string;
  emailRelay: Pick<EmailRelay, 'kick'>;
}

export function registerAccountRoutes(
  app: ZodApp,
  context: RouteContext,
  options: AccountRoutesOptions,
): void {
  const { deps, cookies } = context;
  const accountDeps: AccountServiceDeps = {
    ...deps,
    appUrl: options.appUrl,
    onEmailQueued: () => options.emailRelay.kick(),
  };

  app.post('/api/auth/register', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Create a student account; a verification link is emailed',
      body: registerRequestSchema,
      response: {
        201: messageResponseSchema,
        ...accountErrorResponses,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      await registerAccount(accountDeps, {
        email: request.body.email,
        password: request.body.password,
        language: request.body.language ?? requestLanguage(request),
        ip: request.ip,
      });
      return reply.code(201).send({ message: accountMessages.registered });
    },
  });

  app.post('/api/auth/verify-email', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary:
        'Verify the email address with the token from the link; a link of an account verified already answers outcome already_verified',
      body: verifyEmailRequestSchema,
      response: {
        200: verifyEmailResponseSchema,
        ...accountErrorResponses,
      },
    },
    handler: async (request) => {
      const outcome = await verifyEmail(deps, { token: request.body.token, ip: request.ip });
      const message =
        outcome === 'verified'
          ? accountMessages.emailVerified
          : accountMessages.emailAlreadyVerified;
      return { message, outcome };
    },
  });

  app.post('/api/auth/resend-verification', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary:
        'Email a new verification link to an account not verified yet; the answer is the same for every address',
      body: resendVerificationRequestSchema,
      response: {
        200: messageResponseSchema,
        ...accountErrorResponses,
      },
    },
    handler: async (request) => {
      await resendVerificationEmail(accountDeps, { email: request.body.email, ip: request.ip });
      return { message: accountMessages.verificationResent };
    },
  });

  app.post('/api/auth/forgot-password', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary:
        'Email a password reset link; the answer is the same whether or not the account exists',
      body: forgotPasswordRequestSchema,
      response: {
        200: messageResponseSchema,
        ...accountErrorResponses,
      },
    },
    handler: async (request) => {
      await requestPasswordReset(accountDeps, { email: request.body.email, ip: request.ip });
      return { message: accountMessages.resetLinkSent };
    },
  });

  app.post('/api/auth/reset-password', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the token from the link; ends every session of the account',
      body: resetPasswordRequestSchema,
      response: {
        200: messageResponseSchema,
        ...accountErrorResponses,
      },
    },
    handler: async (request, reply) => {
      const { userId } = await resetPassword(deps, {
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
      });
      // That session no longer exists on the server; drop the cookie too.
      if (request.session?.user.id === userId) clearSessionCookie(reply, cookies);
      return { message: accountMessages.passwordReset };
    },
  });
}
