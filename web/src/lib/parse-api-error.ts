// Reads an error thrown by the api client, whose message is `${status}: ${body}` (spec part 1 §8).
// The body is usually the server's JSON error { error, message, details }; plain text is kept.
export interface ParsedApiError {
  /** The HTTP status, or null when the error did not come from an answer (network, CSRF fetch). */
  status: number | null;
  /** The server's machine code (`error` field), when the body was JSON. */
  code: string | null;
  /** The server's `message`, the plain-text body, or the error's own message. */
  message: string;
  /** Whether `message` was read from a JSON body written for a person. */
  hasServerMessage: boolean;
}

const STATUS_PREFIX = /^(\d{3}):\s*([\s\S]*)$/;
const BRACKETED = /^\[([\s\S]*)\]$/;

function readJsonBody(text: string): { code: string | null; message: string | null } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const code = 'error' in body && typeof body.error === 'string' ? body.error : null;
      const message = 'message' in body && typeof body.message === 'string' ? body.message : null;
      return { code, message };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { code: null, message: null };
}

/** Strips a status prefix (`401: {...}`) and square brackets (`[Invalid credentials]`). */
export function parseApiError(error: unknown): ParsedApiError {
  let message = (error instanceof Error ? error.message : String(error)).trim();
  let status: number | null = null;
  let code: string | null = null;
  let hasServerMessage = false;
  const prefixed = STATUS_PREFIX.exec(message);
  if (prefixed) {
    status = Number(prefixed[1]);
    const bodyText = (prefixed[2] ?? '').trim();
    const body = readJsonBody(bodyText);
    code = body.code;
    hasServerMessage = body.message !== null && body.message.trim() !== '';
    message = body.message ?? bodyText;
  }
  const bracketed = BRACKETED.exec(message.trim());
  if (bracketed) message = bracketed[1] ?? '';
  return { status, code, message: message.trim(), hasServerMessage };
}

/** The server's own message for a person, or null (network failure, plain-text or empty body). */
export function serverMessageOf(error: unknown): string | null {
  const { message, hasServerMessage } = parseApiError(error);
  return hasServerMessage ? message : null;
}

/**
 * The per-field problems of a 400 answer (`details: [{ field, message }]`), keyed by field; the
 * first problem of a field wins. Empty for any other error.
 */
export function fieldProblemsOf(error: unknown): Record<string, string> {
  const prefixed = STATUS_PREFIX.exec(error instanceof Error ? error.message.trim() : '');
  const problems: Record<string, string> = {};
  if (!prefixed) return problems;
  let body: unknown;
  try {
    body = JSON.parse(prefixed[2] ?? '');
  } catch {
    return problems;
  }
  const details =
    typeof body === 'object' && body !== null && 'details' in body ? body.details : null;
  if (!Array.isArray(details)) return problems;
  for (const item of details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in problems)) {
      problems[field] = message;
    }
  }
  return problems;
}
