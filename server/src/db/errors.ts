// PostgreSQL error codes the services turn into answers (a 409 instead of a 500). Both drivers
// report `code` on the database's error; Drizzle wraps it as `cause`, so the chain is walked.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasDatabaseCode(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === code) return true;
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
