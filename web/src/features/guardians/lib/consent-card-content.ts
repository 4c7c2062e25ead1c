// What the student's dashboard card says for a consent state (issue 26): nothing once consent is
// not needed or given; otherwise the guardian's last decision if it was a no, where the invitation
// stands, and whether "Send again" is offered and may be used today.
import type { ConsentDecisionKind, GuardianConsentStatus } from '@studypath/domain/guardians';

export interface ConsentCardContent {
  /** The guardian's last decision when it closed the gate (a refusal or a withdrawal). */
  lastNo: { kind: Exclude<ConsentDecisionKind, 'consented'>; name: string; at: string } | null;
  /** The invitation's line: emailed (with to whom and when), expired or not sent, or no email. */
  invitation:
    | { kind: 'emailed'; email: string; sentAt: string }
    | { kind: 'noOpenInvitation' }
    | { kind: 'noEmail' };
  /** "Send again" shows only with a guardian email to send to. */
  hasGuardianEmail: boolean;
  /** The day's invitations are used up: the button stays, disabled, with why. */
  isLimitReached: boolean;
}

export function consentCardContent(status: GuardianConsentStatus): ConsentCardContent | null {
  if (status.state !== 'missing') return null;
  const { lastDecision, openInvitation, guardianEmail } = status;
  const lastNo =
    lastDecision && lastDecision.decision !== 'consented'
      ? { kind: lastDecision.decision, name: lastDecision.guardianName, at: lastDecision.decidedAt }
      : null;
  const invitation: ConsentCardContent['invitation'] =
    guardianEmail === null
      ? { kind: 'noEmail' }
      : openInvitation
        ? { kind: 'emailed', email: openInvitation.guardianEmail, sentAt: openInvitation.sentAt }
        : { kind: 'noOpenInvitation' };
  return {
    lastNo,
    invitation,
    hasGuardianEmail: guardianEmail !== null,
    isLimitReached: status.invitationsLeftToday === 0,
  };
}
