import { describe, expect, it } from 'vitest';
import type { GuardianConsentStatus } from '@studypath/domain/guardians';
import { consentDecision, consentStatus } from '../../../test/fixtures/guardian-consent.ts';
import { consentCardContent } from './consent-card-content.ts';
import { consentPanelState, shortTextVersion } from './consent-panel-state.ts';

const status = (fields: Record<string, unknown> = {}) =>
  consentStatus(fields) as GuardianConsentStatus;

describe('the consent card content', () => {
  it('is nothing unless consent is missing', () => {
    expect(consentCardContent(status({ state: 'not_needed' }))).toBeNull();
    expect(consentCardContent(status({ state: 'given' }))).toBeNull();
  });

  it('names the open invitation, or says there is none, or that the email is missing', () => {
    expect(consentCardContent(status())?.invitation).toEqual({
      kind: 'emailed',
      email: 'claire@example.com',
      sentAt: '2026-11-22T10:00:00.000Z',
    });
    expect(consentCardContent(status({ openInvitation: null }))?.invitation).toEqual({
      kind: 'noOpenInvitation',
    });
    const noEmail = consentCardContent(status({ guardianEmail: null, openInvitation: null }));
    expect(noEmail?.invitation).toEqual({ kind: 'noEmail' });
    expect(noEmail?.hasGuardianEmail).toBe(false);
  });

  it("tells a guardian's no, not an earlier consent", () => {
    const refused = consentDecision({ decision: 'refused' });
    expect(consentCardContent(status({ lastDecision: refused }))?.lastNo).toEqual({
      kind: 'refused',
      name: 'Claire Martin',
      at: '2026-11-20T15:00:00.000Z',
    });
    expect(consentCardContent(status())?.lastNo).toBeNull();
  });

  it('marks the limit reached when no invitation is left today', () => {
    expect(consentCardContent(status({ invitationsLeftToday: 0 }))?.isLimitReached).toBe(true);
    expect(consentCardContent(status({ invitationsLeftToday: 1 }))?.isLimitReached).toBe(false);
  });
});

describe('the consultants’ consent badge', () => {
  it('is named by the last decision, or waiting without one', () => {
    const last = (decision: string) =>
      consentDecision({ decision }) as GuardianConsentStatus['lastDecision'];
    expect(consentPanelState({ state: 'missing', lastDecision: null })).toBe('waiting');
    expect(consentPanelState({ state: 'given', lastDecision: last('consented') })).toBe('given');
    expect(consentPanelState({ state: 'missing', lastDecision: last('refused') })).toBe('refused');
    expect(consentPanelState({ state: 'missing', lastDecision: last('withdrawn') })).toBe(
      'withdrawn',
    );
    // A student who turned 18 keeps the record: the last decision still names it.
    expect(consentPanelState({ state: 'not_needed', lastDecision: last('consented') })).toBe(
      'given',
    );
  });

  it('shortens a text version to its first 12 digits', () => {
    expect(shortTextVersion('0123456789abcdef'.repeat(4))).toBe('0123456789ab');
  });
});
