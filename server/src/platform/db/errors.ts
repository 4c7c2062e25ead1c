// PostgreSQL error codes the services turn into answers (a 409 instead of a 500). Both drivers
// report `code` on the database's error; Drizzle wraps it as `cause`, so the chain is walked.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasDatabaseCode(error: unknown, code: string | ((code: string) => boolean)): boolean {
  const matches = typeof code === 'string' ? (found: string) => found === code : code;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && typeof current.code === 'string' && matches(current.code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export function isUniqueViolation(error: unknown): boolean {
  return hasDatabaseCode(error, UNIQUE_VIOLATION);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return hasDatabaseCode(error, FOREIGN_KEY_VIOLATION);
}

/**
 * The database could not be reached or went away mid-query (a restart, a failover, the network):
 * the request did not happen and may be tried again, so it is answered 503, not 500. postgres.js
 * names its connection failures CONNECTION_* / CONNECT_TIMEOUT, Node its socket errors ECONN*;
 * PostgreSQL's own are class 08 (connection exception) and 57P01-57P03 (shutting down, starting).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return hasDatabaseCode(
    error,
    (code) =>
      code.startsWith('CONNECTION_') ||
      code === 'CONNECT_TIMEOUT' ||
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      /^08[0-9A-Z]{3}$/.test(code) ||
      code === '57P01' ||
      code === '57P02' ||
      code === '57P03',
  );
}
