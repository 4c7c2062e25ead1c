// A guardian's decisions are kept as immutable rows, one per decision: a withdrawal or a student
// ending the access at 18 is a new row, never an edit, so the record shows what was agreed, when
// and by whom. Standing consent is read from the latest row.
import { z } from 'zod';
import { guardianRelations } from '../profile/profile.options.ts';
import { textSchema } from '../input/text.schema.ts';
import { consentTextVersionSchema } from './consent-text.ts';

export const consentDecisionKinds = [
  /** The guardian agreed to the consent text. */
  'consented',
  /** The guardian declined. */
  'refused',
  /** The guardian took back an earlier consent. */
  'withdrawn',
] as const;
export type ConsentDecisionKind = (typeof consentDecisionKinds)[number];

/** Consent stands when the latest decision gave it. */
export function isConsentStanding(decisions: readonly ConsentDecisionKind[]): boolean {
  return decisions.at(-1) === 'consented';
}

/** How long an invitation's link may be used, and how many a student may send in a day. */
export const GUARDIAN_INVITATION_DAYS = 14;
export const GUARDIAN_INVITATIONS_PER_DAY = 3;

export const GUARDIAN_NAME_MAX = 100;

/** What the guardian sends from /guardian/consent: a typed name as signature, and a choice. */
export const consentDecisionRequestSchema = z.strictObject({
  token: textSchema().min(1, 'The link is incomplete').max(200, 'The link is not valid'),
  guardianName: textSchema()
    .min(2, 'Type your full name as your signature')
    .max(GUARDIAN_NAME_MAX, `Use at most ${GUARDIAN_NAME_MAX} characters`),
  relationship: z.enum(guardianRelations, { error: 'Choose your relationship to the student' }),
  decision: z.enum(['consent', 'refuse'], { error: 'Choose whether you consent' }),
  /** The version of the text the page showed; a stale page is asked to reload. */
  textVersion: consentTextVersionSchema,
});
export type ConsentDecisionRequest = z.infer<typeof consentDecisionRequestSchema>;
