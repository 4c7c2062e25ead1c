// Every 4xx/5xx leaves the server as {error, message, details?} (errorResponseSchema): our own
// AppErrors, zod validation failures, Fastify's parser errors and unknown routes alike. 5xx answers
// never carry internals; the error itself goes to the log with the request id.
import type { ErrorResponse, FieldProblem } from '@studypath/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, defaultErrorMessages } from './app-error.ts';

/** Called when no route matched: the SPA fallback gets first say on non-API GETs. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Register before any route: Fastify binds a route to the error handler current at the time. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, body, headers } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error, status }, 'request rejected');
    return reply.code(status).headers(headers).send(body);
  });
}

export function registerNotFoundHandler(
  app: FastifyInstance,
  notFoundFallback?: NotFoundFallback,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (notFoundFallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0] ?? request.url;
    const message = path.startsWith('/api')
      ? `No API route for ${request.method} ${path}`
      : `No route for ${request.method} ${path}`;
    const body: ErrorResponse = { error: 'not_found', message };
    return reply.code(404).send(body);
  });
}

interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
  headers: Record<string, string>;
}

export function toErrorResponse(error: FastifyError | AppError): ErrorAnswer {
  if (error instanceof AppError) {
    const body: ErrorResponse = { error: error.code, message: error.message };
    if (error.details) body.details = error.details;
    return { status: error.statusCode, body, headers: error.headers };
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const details: FieldProblem[] = error.validation.map((problem) => ({
      // instancePath is "/email" or "/address/city"; an empty path means the whole body/query.
      field: problem.instancePath.split('/').filter(Boolean).join('.') || context,
      message: problem.message ?? 'Invalid value',
    }));
    const message = details[0]?.message ?? defaultErrorMessages.validation_error;
    return { status: 400, body: { error: 'validation_error', message, details }, headers: {} };
  }

  const status = error.statusCode ?? 500;
  if (status === 413) {
    return {
      status,
      body: { error: 'payload_too_large', message: defaultErrorMessages.payload_too_large },
      headers: {},
    };
  }
  if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return {
      status,
      body: { error: 'bad_request', message: 'The request body is not valid JSON.' },
      headers: {},
    };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (empty JSON body, unsupported media type, bad content length)
    // carry fixed, framework-written messages that are safe and useful to show.
    return { status, body: { error: 'bad_request', message: error.message }, headers: {} };
  }
  return {
    status: 500,
    body: { error: 'internal_error', message: defaultErrorMessages.internal_error },
    headers: {},
  };
}
