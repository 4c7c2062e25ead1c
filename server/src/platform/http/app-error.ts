// The one way features report an expected failure: throw an AppError with a code from the domain's
// error catalogue. The code decides the HTTP status here, in one table, and the error handler turns
// it into the shared JSON body {error, message, details?}.
import type { ErrorCode, FieldProblem } from '@studypath/domain';

export const httpStatusByErrorCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  csrf_invalid: 403,
  email_not_verified: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  path_holds_payment: 409,
  payment_declined: 402,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  service_unavailable: 503,
  payment_provider_error: 502,
  internal_error: 500,
};

export const defaultErrorMessages: Record<ErrorCode, string> = {
  bad_request: 'The request could not be understood.',
  validation_error: 'Some fields are invalid.',
  unauthorized: 'You are not signed in.',
  forbidden: 'You do not have access to this.',
  csrf_invalid: 'Invalid or missing CSRF token. Refresh the page and try again.',
  email_not_verified: 'Please verify your email address before signing in.',
  not_found: 'Not found.',
  request_timeout: 'The request took too long to arrive. Please try again.',
  conflict: 'This conflicts with the current state.',
  path_holds_payment:
    'This study path holds a payment, so it is kept for the records and cannot be deleted.',
  payment_declined: 'Your card was declined.',
  payload_too_large: 'The request body is too large.',
  uri_too_long: 'The address is too long.',
  unsupported_media_type: 'This kind of request body is not accepted here. Send JSON.',
  rate_limited: 'Too many requests. Please wait and try again.',
  headers_too_large: 'The request headers are too large. Clearing cookies for this site may help.',
  service_unavailable: 'The service is not available right now. Please try again shortly.',
  payment_provider_error: 'The payment service could not be reached. Please try again in a moment.',
  internal_error: 'Something went wrong on our side. Please try again.',
};

export interface AppErrorOptions {
  message?: string;
  details?: FieldProblem[];
  /** Extra response headers. */
  headers?: Record<string, string>;
  /**
   * Whole seconds the caller should wait before asking again: the Retry-After header. A
   * rate_limited error without one gets the error handler's default (every 429 says when).
   */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultErrorMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = httpStatusByErrorCode[code];
    this.details = options.details;
    this.headers = { ...options.headers };
    if (options.retryAfterSeconds !== undefined) {
      this.headers['retry-after'] = String(Math.max(1, Math.ceil(options.retryAfterSeconds)));
    }
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
