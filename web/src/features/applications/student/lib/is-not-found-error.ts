import { isApiError } from '../../../../lib/api-error.ts';

/**
 * A 404 answer, which the dashboard reads as "no data yet" rather than as a failure, so a new
 * student sees the empty states instead of an error. Every other failure still throws.
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
