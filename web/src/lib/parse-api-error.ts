// Reads an error the api client threw (an ApiError, spec part 1 §8) or any other failure (network,
// CSRF fetch) into what screens need to pick their text.
import { isApiError } from './api-error.ts';

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

const BRACKETED = /^\[([\s\S]*)\]$/;

/** Square brackets around a plain-text answer (`[Invalid credentials]`) are not part of it. */
const withoutBrackets = (text: string) => (BRACKETED.exec(text.trim())?.[1] ?? text).trim();

export function parseApiError(error: unknown): ParsedApiError {
  if (isApiError(error)) {
    return {
      status: error.status,
      code: error.code,
      message: withoutBrackets(error.message),
      hasServerMessage: error.hasServerMessage,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: null, code: null, message: withoutBrackets(message), hasServerMessage: false };
}

/**
 * The per-field problems of a 400 answer (`details: [{ field, message }]`), keyed by field; the
 * first problem of a field wins. Empty for any other error.
 */
export function fieldProblemsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? { ...error.fieldErrors } : {};
}
