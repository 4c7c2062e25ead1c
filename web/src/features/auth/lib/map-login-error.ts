// Turns a failed sign-in into one of the spec's texts (part 1 §8), from the api client's ApiError
// (its status, and the server's code and message).
import { parseApiError, type ParsedApiError } from '../../../lib/parse-api-error.ts';

export type LoginErrorKind = 'invalidCredentials' | 'emailNotVerified' | 'rateLimited' | 'generic';

type ParsedLoginError = Pick<ParsedApiError, 'status' | 'code' | 'message'>;

/** The status, code and message, square brackets (`[Invalid credentials]`) stripped. */
export function parseLoginError(error: unknown): ParsedLoginError {
  const { status, code, message } = parseApiError(error);
  return { status, code, message };
}

export function mapLoginError(error: unknown): LoginErrorKind {
  const { status, code, message } = parseLoginError(error);
  const text = message.toLowerCase();
  const mentions = (httpStatus: number) => new RegExp(`\\b${httpStatus}\\b`).test(message);

  if (status === 429 || code === 'rate_limited' || mentions(429)) return 'rateLimited';
  // An explicit "not verified" answer wins over any wording.
  if (code === 'email_not_verified') return 'emailNotVerified';
  if (status === 401 || mentions(401) || text.includes('invalid credentials')) {
    return 'invalidCredentials';
  }
  // A 403 that is a rejected CSRF token (after the client's one retry) is not about verification.
  // 'verif' rather than the spec's 'verify' so that "Email not verified" counts too.
  const isVerification403 = status === 403 && code !== 'csrf_invalid';
  if (isVerification403 || mentions(403) || text.includes('verif')) return 'emailNotVerified';
  return 'generic';
}
