// What every service function receives first: the database (or an open transaction) and the clock.
// Time comes from `now()` rather than `new Date()` so tests can move it (idle and absolute session
// expiry, rate-limit windows) without sleeping.
import type { Database } from './db/client.ts';
import type { SessionCache } from './sessions/session-cache.ts';

export interface ServiceDeps {
  db: Database;
  now: () => Date;
  /** Sessions remembered by this process (decision 027); absent, every check reads the database. */
  sessionCache?: SessionCache;
}

export const systemClock = (): Date => new Date();
