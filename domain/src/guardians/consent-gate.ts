// Issue 26: a student under 18 needs their guardian's consent before StudyPath takes anything that
// binds them (a study path, a payment, their documents). The age is the profile's rule (whole years
// of 365.25 days, profile/age.ts), computed on the server at every request, so reaching 18 lifts
// the gate by itself. What keeps working without consent (the profile, the dashboard, messages to
// the consultant) is everything not listed here.
import { isMinor } from '../profile/age.ts';
import { isConsentStanding, type ConsentDecisionKind } from './consent-decisions.ts';

/** What the server refuses a minor without standing consent. */
export const guardianGatedActions = ['start_study_path', 'pay', 'upload_document'] as const;
export type GuardianGatedAction = (typeof guardianGatedActions)[number];

export interface ConsentGateInput {
  /** The profile's date of birth ('YYYY-MM-DD'), or null when the student has not given it. */
  dateOfBirth: string | null | undefined;
  today: Date;
  /** The student's consent decisions, oldest first (only their kinds matter here). */
  decisions: readonly ConsentDecisionKind[];
}

export type ConsentGate =
  /** An adult, or a student whose age is not known yet (the profile asks for it first). */
  | { state: 'not_needed' }
  | { state: 'given' }
  /** A minor whose guardian has not decided, refused, or withdrew: the gated actions are refused. */
  | { state: 'missing'; lastDecision: ConsentDecisionKind | null };

export function consentGate({ dateOfBirth, today, decisions }: ConsentGateInput): ConsentGate {
  if (!isMinor(dateOfBirth, today)) return { state: 'not_needed' };
  if (isConsentStanding(decisions)) return { state: 'given' };
  return { state: 'missing', lastDecision: decisions.at(-1) ?? null };
}

/** Whether `action` may go ahead under `gate`. */
export function isAllowedUnderGate(gate: ConsentGate, action: GuardianGatedAction): boolean {
  return gate.state !== 'missing' || !guardianGatedActions.includes(action);
}
