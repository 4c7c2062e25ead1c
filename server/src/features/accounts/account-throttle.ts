// Rate limits of the account endpoints (policy in account-policy.ts). Every attempt that passed
// input validation counts, whatever its outcome, and the count is committed before the action runs.
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  hitRateLimit,
  type RateLimitPolicy,
} from '../../platform/rate-limits/rate-limits.service.ts';
import { accountRateLimits } from './account-policy.ts';

async function countAttempt(deps: ServiceDeps, key: string, policy: RateLimitPolicy) {
  const result = await hitRateLimit(deps, key, policy);
  if (result.isAllowed) return;
  throw new AppError('account.rate_limited', {
    headers: { 'retry-after': String(result.retryAfterSeconds) },
  });
}

export function countRegistrationAttempt(deps: ServiceDeps, ip: string): Promise<void> {
  return countAttempt(deps, `register:ip:${ip}`, accountRateLimits.registerPerIp);
}

export function countVerificationAttempt(deps: ServiceDeps, ip: string): Promise<void> {
  return countAttempt(deps, `verify-email:ip:${ip}`, accountRateLimits.verifyEmailPerIp);
}

/** Per address and per email; the email is counted whether or not it has an account. */
export async function countResetRequest(
  deps: ServiceDeps,
  input: { ip: string; email: string },
): Promise<void> {
  await countAttempt(deps, `forgot-password:ip:${input.ip}`, accountRateLimits.forgotPasswordPerIp);
  await countAttempt(
    deps,
    `forgot-password:email:${input.email}`,
    accountRateLimits.forgotPasswordPerEmail,
  );
}

/** Like forgot-password: per address, and per email whether or not it has an account. */
export async function countVerificationResendRequest(
  deps: ServiceDeps,
  input: { ip: string; email: string },
): Promise<void> {
  await countAttempt(
    deps,
    `resend-verification:ip:${input.ip}`,
    accountRateLimits.resendVerificationPerIp,
  );
  await countAttempt(
    deps,
    `resend-verification:email:${input.email}`,
    accountRateLimits.resendVerificationPerEmail,
  );
}

export function countResetAttempt(deps: ServiceDeps, ip: string): Promise<void> {
  return countAttempt(deps, `reset-password:ip:${ip}`, accountRateLimits.resetPasswordPerIp);
}
