// Logger and request id settings for Fastify. Logs are pino JSON lines; each request carries an id
// (the caller's X-Request-Id when it is a sane token, otherwise a fresh UUID) that is echoed in the
// response so a user-reported problem can be found in the logs. Bodies are never logged, and the
// headers that carry credentials are redacted should anything ever log them.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'headers["set-cookie"]',
];

/**
 * Email links open pages such as /verify-email?token=... and /reset-password?token=...; the
 * request log keeps the path but never a token value. Nor what a person typed into a search or
 * an e-mail field (the consultants' lists search by a student's name or e-mail): logs carry user
 * ids only, never a student's name or address (issue 30).
 */
export function redactUrlTokens(url: string): string {
  return url.replace(/([?&](?:token|search|q|email)=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL's tokens redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

const stackFrame = /^\s+at /;

/**
 * Errors are logged with their type, message, code and stack frames, except that a failed
 * database query is logged without its parameters: Drizzle puts every bound value (a password
 * hash, an email body with its link) into the message, and those never belong in a log.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const isQueryError = 'query' in error && 'params' in error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: isQueryError
      ? `Failed query: ${String((error as { query: unknown }).query)} (parameters not logged)`
      : error.message,
    ...(code === undefined ? {} : { code }),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => stackFrame.test(line))
      .join('\n'),
    ...(error.cause === undefined
      ? {}
      : {
          cause: isQueryError ? serializeDatabaseCause(error.cause) : serializeError(error.cause),
        }),
  };
}

/**
 * The driver's own error under a failed query: its message can quote a bound value ('invalid
 * input syntax for type integer: "..."'), so only the SQLSTATE and the names of the objects
 * involved are kept (PGlite and postgres.js spell those fields differently).
 */
function serializeDatabaseCause(cause: unknown): Record<string, unknown> {
  if (typeof cause !== 'object' || cause === null) return {};
  const fields = cause as Record<string, unknown>;
  const pick = (...names: string[]) => names.map((name) => fields[name]).find((v) => v != null);
  return Object.fromEntries(
    Object.entries({
      code: pick('code'),
      table: pick('table', 'table_name'),
      column: pick('column', 'column_name'),
      constraint: pick('constraint', 'constraint_name'),
    }).filter(([, value]) => value != null),
  );
}

export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per answered request, where Fastify's default writes two (incoming, completed): the
 * same facts at half the cost on the busiest path. A route that declares `logLevel: 'warn'` (the
 * probes a load balancer calls every few seconds) is not logged unless something goes wrong.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
