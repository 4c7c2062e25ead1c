// The guardian-account refusals the screens tell apart by their code (issue 26, item 4).
import { parseApiError } from '../../../lib/parse-api-error.ts';

/** 409 on account creation: the invited email already has an account, which signs in instead. */
export function isAccountExists(error: unknown): boolean {
  return parseApiError(error).code === 'guardian.account_exists';
}
