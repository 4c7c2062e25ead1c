// Every 4xx/5xx leaves the server as {error, code, message, params?, details?}
// (errorResponseSchema) with Cache-Control: no-store: our own AppErrors, zod validation failures, Fastify's parser errors,
// unknown routes, and the errors Fastify and Node answer before any route runs (a malformed URL,
// headers too large). 5xx answers never carry internals; the error itself goes to the log with the
// request id. A database that went away answers 503 with Retry-After, not 500. Every 429 carries
// Retry-After: the caller's own figure (a rate limit's window), else a default.
import http from 'node:http';
import type { Socket } from 'node:net';
import { refusalCategories, type ErrorResponse, type FieldProblem } from '@studypath/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, httpStatusByErrorCode } from './app-error.ts';
import { refusalMessageOf, type FixedRefusalCode } from './refusal-messages.ts';

const noStore = { 'cache-control': 'no-store' } as const;
/** Retry-After of a 429 whose thrower named no wait (issue 23: a 429 always says when). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Called when no route matched: the SPA fallback gets first say on non-API GETs. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Register before any route: Fastify binds a route to the error handler current at the time. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, body, headers } = toErrorResponse(error);
    // 503 is the portal saying "not now" (shutting down, database away: a probe or a load
    // balancer asks again): a warning, so an error in the log still means something broke.
    if (status === 503) request.log.warn({ err: error }, 'request refused: service unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error, status }, 'request rejected');
    return reply
      .code(status)
      .headers({ ...headers, ...noStore })
      .send(body);
  });
}

export function registerNotFoundHandler(
  app: FastifyInstance,
  notFoundFallback?: NotFoundFallback,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (notFoundFallback?.(request, reply)) return reply;
    const path = request.url.split('?')[0] ?? request.url;
    const code = path.startsWith('/api') ? 'route.api_not_found' : 'route.not_found';
    const params = { method: request.method, path };
    const body: ErrorResponse = {
      error: 'not_found',
      code,
      message: refusalMessageOf(code, params),
      params,
    };
    return reply.code(404).headers(noStore).send(body);
  });
}

interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
  headers: Record<string, string>;
}

export function toErrorResponse(error: FastifyError | AppError): ErrorAnswer {
  const answer = toErrorAnswer(error);
  if (answer.status !== 429 || hasHeader(answer.headers, 'retry-after')) return answer;
  return {
    ...answer,
    headers: { ...answer.headers, 'retry-after': String(DEFAULT_RETRY_AFTER_SECONDS) },
  };
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function toErrorAnswer(error: FastifyError | AppError): ErrorAnswer {
  if (error instanceof AppError) {
    const body: ErrorResponse = { error: error.category, code: error.code, message: error.message };
    if (error.params) body.params = error.params;
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
    const message = details[0]?.message ?? refusalMessageOf('validation_error');
    const body: ErrorResponse = {
      error: 'validation_error',
      code: 'validation_error',
      message,
      details,
    };
    return { status: 400, body, headers: {} };
  }

  if (isDatabaseUnavailable(error)) {
    // Nothing was done; the client (or the load balancer) may try again in a moment.
    return { ...catalogueAnswer('service_unavailable'), headers: { 'retry-after': '5' } };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return catalogueAnswer('payload_too_large');
  if (status === 415) return catalogueAnswer('unsupported_media_type');
  if (status === 429) return catalogueAnswer('rate_limited');
  if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return catalogueAnswer('request.invalid_json');
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (empty JSON body, unsupported media type, bad content length)
    // carry fixed, framework-written messages that are safe and useful to show.
    const body: ErrorResponse = {
      error: 'bad_request',
      code: 'bad_request',
      message: error.message,
    };
    return { status, body, headers: {} };
  }
  return catalogueAnswer('internal_error');
}

/** The answer of a refusal whose sentence names no values, without details. */
function catalogueAnswer(code: FixedRefusalCode): ErrorAnswer {
  const category = refusalCategories[code];
  return {
    status: httpStatusByErrorCode[category],
    body: { error: category, code, message: refusalMessageOf(code) },
    headers: {},
  };
}

/**
 * Fastify's `frameworkErrors`: the router could not even decode the URL (a malformed
 * percent-encoding such as /%c0) or a path parameter is over the length limit. No hook has run,
 * so the request id header is set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer =
    error.code === 'FST_ERR_BAD_URL'
      ? catalogueAnswer('request.malformed_url')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? catalogueAnswer('uri_too_long')
        : toErrorResponse(error);
  request.log.info({ code: answer.body.error, status: answer.status }, 'request rejected');
  void reply
    .code(answer.status)
    .headers({ ...answer.headers, ...noStore, 'x-request-id': request.id })
    .send(answer.body);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it
 * (headers too large, a malformed request line, a request that never finished arriving). Written
 * straight to the socket, as Node's own handler does, then the connection is closed.
 */
export function answerClientError(this: FastifyInstance, error: Error, socket: Socket): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? catalogueAnswer('request_timeout')
      : code === 'HPE_HEADER_OVERFLOW'
        ? catalogueAnswer('headers_too_large')
        : catalogueAnswer('bad_request');
  this.log.debug({ code, status: answer.status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      [
        `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'x-content-type-options: nosniff',
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
