// Session lifetimes, in one place. Idle: an hour without a user-initiated request ends the
// session. Absolute: twelve hours after sign-in it ends however active it was, so a stolen cookie
// is useful for a bounded time.
export const sessionIdleTimeoutMs = 60 * 60 * 1000;
export const sessionAbsoluteTimeoutMs = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute: a page firing many requests costs one write. */
export const sessionActivityWriteIntervalMs = 60 * 1000;
/** How often expired sessions and rate-limit buckets are swept (they are also ignored lazily). */
export const housekeepingIntervalMs = 10 * 60 * 1000;
