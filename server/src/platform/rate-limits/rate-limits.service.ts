// Fixed-window rate limiting on the rate_limit_buckets table. Callers name a bucket (its key says
// what is limited, e.g. "login:ip:203.0.113.9") and a policy; the window starts at the first hit.
import type { ServiceDeps } from '../service-deps.ts';
import {
  decrementBucket,
  deleteBucket,
  deleteExpiredBuckets,
  incrementBucket,
} from './rate-limits.queries.ts';

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  isAllowed: boolean;
  count: number;
  /** Whole seconds until the window resets (at least 1), for the Retry-After header. */
  retryAfterSeconds: number;
}

/** Counts a hit and says whether it is still within the limit (the limit-th hit is allowed). */
export async function hitRateLimit(
  deps: ServiceDeps,
  key: string,
  policy: RateLimitPolicy,
): Promise<RateLimitResult> {
  const now = deps.now();
  const bucket = await incrementBucket(deps.db, key, now, policy.windowMs);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000),
  );
  return { isAllowed: bucket.count <= policy.limit, count: bucket.count, retryAfterSeconds };
}

/** Takes back one hit, e.g. an attempt that turned out not to be a failure. */
export async function undoRateLimitHit(deps: ServiceDeps, key: string): Promise<void> {
  await decrementBucket(deps.db, key);
}

export async function resetRateLimit(deps: ServiceDeps, key: string): Promise<void> {
  await deleteBucket(deps.db, key);
}

export async function removeExpiredRateLimits(deps: ServiceDeps): Promise<number> {
  return deleteExpiredBuckets(deps.db, deps.now());
}
