// Sign-in rate limits (fixed 15-minute windows, counted in rate_limit_buckets):
// - per client IP: 20 attempts of any outcome;
// - per account: 5 failed attempts from browsers that are not a known device of the account;
// - per known device: 10 failed attempts, replacing the account limit for that browser.
// Failure slots are reserved before the password check (atomic increment) and handed back when the
// attempt succeeds, so parallel guesses cannot slip past the limit between check and count.
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  hitRateLimit,
  resetRateLimit,
  undoRateLimitHit,
  type RateLimitPolicy,
} from '../../platform/rate-limits/rate-limits.service.ts';

const fifteenMinutesMs = 15 * 60 * 1000;

export const loginRateLimits = {
  perIp: { limit: 20, windowMs: fifteenMinutesMs },
  perAccount: { limit: 5, windowMs: fifteenMinutesMs },
  perKnownDevice: { limit: 10, windowMs: fifteenMinutesMs },
} as const satisfies Record<string, RateLimitPolicy>;

export interface FailureSlot {
  key: string;
  isKnownDevice: boolean;
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('auth.sign_in_rate_limited', {
    params: { minutes: fifteenMinutesMs / 60_000 },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export async function countLoginAttemptFromIp(deps: ServiceDeps, ip: string): Promise<void> {
  const result = await hitRateLimit(deps, `login:ip:${ip}`, loginRateLimits.perIp);
  if (!result.isAllowed) throw rateLimited(result.retryAfterSeconds);
}

/**
 * Counts this attempt as a failure in advance, against the known device when there is one,
 * otherwise against the account (keyed by email, so unknown emails are limited alike and the
 * answer reveals nothing). Throws rate_limited when the budget is already spent.
 */
export async function reserveLoginFailureSlot(
  deps: ServiceDeps,
  target: { email: string; knownDeviceOfUser: { userId: string; nonce: string } | null },
): Promise<FailureSlot> {
  const device = target.knownDeviceOfUser;
  const slot: FailureSlot = device
    ? { key: `login:device:${device.userId}:${device.nonce}`, isKnownDevice: true }
    : { key: `login:account:${target.email}`, isKnownDevice: false };
  const policy = device ? loginRateLimits.perKnownDevice : loginRateLimits.perAccount;
  const result = await hitRateLimit(deps, slot.key, policy);
  if (!result.isAllowed) throw rateLimited(result.retryAfterSeconds);
  return slot;
}

/**
 * The attempt was not a failed guess after all. A known device starts afresh after a success; the
 * account bucket only gets this attempt back, since other browsers' failures still count.
 */
export async function releaseLoginFailureSlot(
  deps: ServiceDeps,
  slot: FailureSlot,
  outcome: 'signed_in' | 'not_a_guess',
): Promise<void> {
  if (slot.isKnownDevice && outcome === 'signed_in') await resetRateLimit(deps, slot.key);
  else await undoRateLimitHit(deps, slot.key);
}
