// The answers and requests of the guardian-consent endpoints (issue 26, decision 036):
// - GET  /api/guardian/consent?token=   (public) what the consent page shows for a link;
// - POST /api/guardian/consent          (public) the guardian's decision (consentDecisionRequest);
// - GET  /api/guardian-consent          (student) the state the dashboard card shows;
// - POST /api/guardian-consent/invitations (student) "Send again": a new link, the old ones void;
// - GET  /api/admin/users/:id/guardian-consent (admin) the consultants' view of the record.
import { z } from 'zod';
import { guardianRelations } from '../profile/profile.options.ts';
import { consentDecisionKinds } from './consent-decisions.ts';
import { consentTextLanguages } from './consent-text.ts';

const isoDateTime = z.string();

/** What /guardian/consent shows for a valid, unused, unexpired link. */
export const consentInvitationViewSchema = z.object({
  /** The student's legal name from their profile (their email's name part when not given yet). */
  studentName: z.string(),
  guardianEmail: z.string(),
  /** The name and relation the student entered, offered as a start; the guardian types their own. */
  suggestedGuardianName: z.string().nullable(),
  suggestedRelationship: z.enum(guardianRelations).nullable(),
  expiresAt: isoDateTime,
  language: z.enum(consentTextLanguages),
  /** SHA-256 of the consent text's template: the page sends it back with the decision. */
  textVersion: z.string(),
});
export type ConsentInvitationView = z.infer<typeof consentInvitationViewSchema>;

/** One decision as the student and the consultants see it. */
export const consentDecisionViewSchema = z.object({
  decision: z.enum(consentDecisionKinds),
  guardianName: z.string(),
  guardianEmail: z.string(),
  relationship: z.enum(guardianRelations),
  decidedAt: isoDateTime,
  textVersion: z.string(),
  language: z.enum(consentTextLanguages),
});
export type ConsentDecisionView = z.infer<typeof consentDecisionViewSchema>;

/** The answer to the guardian's decision. */
export const consentDecisionResponseSchema = z.object({
  decision: z.enum(['consented', 'refused']),
  studentName: z.string(),
  decidedAt: isoDateTime,
  /**
   * After a consent, what the page offers next with the same link: 'create' a guardian account
   * for the invited email, or 'sign_in' to one that exists and link the student to it; null after
   * a refusal.
   */
  account: z.enum(['create', 'sign_in']).nullable(),
});
export type ConsentDecisionResponse = z.infer<typeof consentDecisionResponseSchema>;

export const consentInvitationStateSchema = z.object({
  guardianEmail: z.string(),
  sentAt: isoDateTime,
  expiresAt: isoDateTime,
});

/** The student's consent state (their dashboard) and the consultants' view of it. */
export const guardianConsentStatusSchema = z.object({
  /** not_needed: 18 or older, or no date of birth yet; given; missing: the gate is closed. */
  state: z.enum(['not_needed', 'given', 'missing']),
  /** The guardian email the profile holds now. */
  guardianEmail: z.string().nullable(),
  /** The newest invitation still usable (unused and unexpired), if any. */
  openInvitation: consentInvitationStateSchema.nullable(),
  /** When the student's first invitation went out since the last decision: "waiting since". */
  waitingSince: isoDateTime.nullable(),
  lastDecision: consentDecisionViewSchema.nullable(),
  /** How many more invitations may go out in the rolling 24 hours. */
  invitationsLeftToday: z.number().int().nonnegative(),
});
export type GuardianConsentStatus = z.infer<typeof guardianConsentStatusSchema>;

/** The consultants' view: the status and every decision, oldest first. */
export const adminGuardianConsentSchema = guardianConsentStatusSchema.extend({
  decisions: z.array(consentDecisionViewSchema),
});
export type AdminGuardianConsent = z.infer<typeof adminGuardianConsentSchema>;
