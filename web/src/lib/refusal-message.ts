// What a person reads for a refusal: the web's own text for its stable code (the `refusals`
// namespace, keyed by domain's refusal codes), with the values the server sent beside it put in;
// never the server's English, which is the API's `message` for API users (issue 25).
import type { RefusalCode } from '@studypath/domain/http';
import { isApiError } from './api-error.ts';
import { formatDate } from './format-date.ts';
import { i18n } from './i18n.ts';

/**
 * Whether `code` is a refusal code this build has a text for: the English file holds exactly the
 * domain's codes (refusal-message.test.ts), so the catalogue itself stays out of the bundles.
 */
export function isKnownRefusal(code: string | null): code is RefusalCode {
  return code !== null && typeof i18n.getResource('en', 'refusals', code) === 'string';
}

/** A date param travels as its UTC calendar day; it reads as every other date on screen. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The text for the refusal `error` carries, or null when it is not a refusal with a known code
 * (a network failure, a plain-text answer, a code this build does not know): the caller then says
 * its own generic text. A bare validation refusal reads as its first field problem, the words of
 * the shared schema that the field itself shows (as the server's message does).
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || !isKnownRefusal(error.code)) return null;
  if (error.code === 'validation_error') {
    const firstProblem = firstFieldProblem(error.body);
    if (firstProblem !== null) return firstProblem;
  }
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) => [
      name,
      typeof value === 'string' && calendarDay.test(value) ? formatDate(value) : value,
    ]),
  );
  return i18n.t(error.code, { ns: 'refusals', ...params });
}

/** `details[0].message` of a refusal's body, if it names one. */
function firstFieldProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('details' in body)) return null;
  const { details } = body;
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  if (typeof first !== 'object' || first === null || !('message' in first)) return null;
  return typeof first.message === 'string' && first.message.trim() !== '' ? first.message : null;
}
