// Turns a failed sign-in into one of the spec's texts (part 1 §8). Errors from the api client read
// `${status}: ${body}`; the body is usually the server's JSON error { error, message }.
export type LoginErrorKind = 'invalidCredentials' | 'emailNotVerified' | 'rateLimited' | 'generic';

interface ParsedLoginError {
  status: number | null;
  code: string | null;
  message: string;
}

const STATUS_PREFIX = /^(\d{3}):\s*([\s\S]*)$/;
const BRACKETED = /^\[([\s\S]*)\]$/;

function readJsonBody(text: string): { code: string | null; message: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const code = 'error' in body && typeof body.error === 'string' ? body.error : null;
      const message = 'message' in body && typeof body.message === 'string' ? body.message : text;
      return { code, message };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { code: null, message: text };
}

/** Strips a status prefix (`401: {...}`) or square brackets (`[Invalid credentials]`). */
export function parseLoginError(error: unknown): ParsedLoginError {
  let message = (error instanceof Error ? error.message : String(error)).trim();
  let status: number | null = null;
  let code: string | null = null;
  const prefixed = STATUS_PREFIX.exec(message);
  if (prefixed) {
    status = Number(prefixed[1]);
    ({ code, message } = readJsonBody((prefixed[2] ?? '').trim()));
  }
  const bracketed = BRACKETED.exec(message.trim());
  if (bracketed) message = bracketed[1] ?? '';
  return { status, code, message: message.trim() };
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
