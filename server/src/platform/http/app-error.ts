// The one way features report an expected failure: throw an AppError with a refusal code from the
// domain's catalogue (refusal-codes.ts). Its category decides the HTTP status here, in one table,
// its English comes from refusal-messages.ts, and the error handler turns it into the shared JSON
// body {error, code, message, params?, details?}.
import {
  refusalCategories,
  type ErrorCode,
  type FieldProblem,
  type RefusalCode,
  type RefusalParams,
} from '@studypath/domain';
import { refusalMessageOf, type RefusalParamsOf } from './refusal-messages.ts';

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

export interface AppErrorOptions {
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

/** The options of a refusal `Code`: its params, required exactly when its sentence names values. */
export type AppErrorOptionsOf<Code extends RefusalCode> = [RefusalParamsOf<Code>] extends [never]
  ? [options?: AppErrorOptions]
  : [options: AppErrorOptions & { params: RefusalParamsOf<Code> }];

export class AppError<Code extends RefusalCode = RefusalCode> extends Error {
  /** The refusal's own stable code: the body's `code`. */
  readonly code: RefusalCode;
  /** Its coarse category, which decides the status: the body's `error`. */
  readonly category: ErrorCode;
  readonly statusCode: number;
  /** The values its message names, sent beside it for clients to put in their own texts. */
  readonly params: RefusalParams | undefined;
  readonly details: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: Code, ...[options]: AppErrorOptionsOf<Code>) {
    const params = options && 'params' in options ? (options.params as RefusalParams) : undefined;
    // A bare validation refusal says what its first field problem says, as zod's do.
    const firstProblem = code === 'validation_error' ? options?.details?.[0]?.message : undefined;
    super(firstProblem ?? refusalMessageOf(code, params), { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.category = refusalCategories[code];
    this.statusCode = httpStatusByErrorCode[this.category];
    this.params = params;
    this.details = options?.details;
    this.headers = { ...options?.headers };
    if (options?.retryAfterSeconds !== undefined) {
      this.headers['retry-after'] = String(Math.max(1, Math.ceil(options.retryAfterSeconds)));
    }
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
