// Turns a failed registration into one of the spec's texts (part 1 §8). The rate-limit text is
// ours: the spec has none, and "An error occurred" would invite an immediate retry.
import { parseApiError } from '../../../lib/parse-api-error.ts';

export type RegisterErrorKind = 'emailExists' | 'rateLimited' | 'generic';

const EMAIL_EXISTS_PHRASES = [
  'account already registered',
  'email already exists',
  'user already exists',
] as const;

export function mapRegisterError(error: unknown): RegisterErrorKind {
  const { status, code, message } = parseApiError(error);
  const text = message.toLowerCase();
  if (code === 'account.email_taken') return 'emailExists';
  if (EMAIL_EXISTS_PHRASES.some((phrase) => text.includes(phrase))) return 'emailExists';
  if (status === 429 || code === 'rate_limited') return 'rateLimited';
  return 'generic';
}
