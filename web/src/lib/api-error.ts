// The one error the api client throws for an answer that is not OK (issue 25): its status, the
// server's machine code and message, and the per-field problems of a 400, read once from the body
// instead of parsed back out of a `${status}: ${body}` string by each caller.

/** The refusal body every route shares: `{ error, code, message, params?, details? }` (part 1 §8). */
interface ErrorBodyFields {
  error?: unknown;
  code?: unknown;
  message?: unknown;
  params?: unknown;
  details?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `details: [{ field, message }]`, keyed by field; the first problem of a field wins. */
function readFieldErrors(details: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!Array.isArray(details)) return problems;
  for (const item of details as unknown[]) {
    if (!isRecord(item)) continue;
    const { field, message } = item;
    if (typeof field === 'string' && typeof message === 'string' && !(field in problems)) {
      problems[field] = message;
    }
  }
  return problems;
}

/** `params: { name: value }`: the values a refusal's text names, strings and numbers only. */
function readParams(params: unknown): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (!isRecord(params)) return values;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status of the answer. */
  readonly status: number;
  /**
   * The refusal's stable code (`code` of a JSON body, else its category `error`), which the
   * screens' texts are keyed by (lib/refusal-message.ts); else null.
   */
  readonly code: string | null;
  /** The values the refusal's text names (`params`), by name. */
  readonly params: Readonly<Record<string, string | number>>;
  /** Whether `message` is the server's own sentence for a person (a JSON body's `message`). */
  readonly hasServerMessage: boolean;
  /** The per-field problems of a 400 answer, keyed by field. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The body as JSON, or undefined when it was not JSON (an HTML page, plain text, nothing). */
  readonly body: unknown;
  /** The body as it came, for a plain-text answer. */
  readonly text: string;

  constructor(status: number, text: string, statusText = '') {
    const body = text.trim() === '' ? undefined : parseJson(text);
    const fields: ErrorBodyFields = isRecord(body) ? body : {};
    const serverMessage =
      typeof fields.message === 'string' && fields.message.trim() !== '' ? fields.message : null;
    super(serverMessage ?? (body === undefined ? text.trim() || statusText : statusText));
    this.status = status;
    const code = typeof fields.code === 'string' ? fields.code : fields.error;
    this.code = typeof code === 'string' ? code : null;
    this.params = readParams(fields.params);
    this.hasServerMessage = serverMessage !== null;
    this.fieldErrors = readFieldErrors(fields.details);
    this.body = body;
    this.text = text;
  }

  /** Reads a refused answer's body (once) into an ApiError. */
  static async fromResponse(res: Response): Promise<ApiError> {
    return new ApiError(res.status, await res.text(), res.statusText);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
