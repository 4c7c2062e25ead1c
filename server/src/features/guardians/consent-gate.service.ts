// The gate (issue 26, item 3): a student under 18 without standing consent may not start a study
// path, pay or upload documents. Computed at each call from the profile's date of birth and the
// decisions on the server's clock, never stored, so an 18th birthday lifts it by itself.
import {
  consentGate,
  isAllowedUnderGate,
  isMinor,
  type GuardianGatedAction,
} from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findConsentSubject, listDecisionKinds } from './guardians.queries.ts';

/** Throws 403 guardian.consent_required when `action` is refused to the student today. */
export async function assertConsentFor(
  deps: ServiceDeps,
  studentId: string,
  action: GuardianGatedAction,
): Promise<void> {
  const subject = await findConsentSubject(deps.db, studentId);
  if (!subject || subject.role !== 'student') return;
  // Most callers are adults: their decisions need no reading.
  if (!isMinor(subject.dateOfBirth, deps.now())) return;
  const gate = consentGate({
    dateOfBirth: subject.dateOfBirth,
    today: deps.now(),
    decisions: await listDecisionKinds(deps.db, studentId),
  });
  if (!isAllowedUnderGate(gate, action)) throw new AppError('guardian.consent_required');
}
