// The consultants' consent badge (issue 26): the latest decision names it; a minor with none yet
// is waiting.
import type { GuardianConsentStatus } from '@studypath/domain/guardians';

export type ConsentPanelState = 'waiting' | 'given' | 'refused' | 'withdrawn';

export function consentPanelState(
  status: Pick<GuardianConsentStatus, 'state' | 'lastDecision'>,
): ConsentPanelState {
  if (status.state === 'given') return 'given';
  switch (status.lastDecision?.decision) {
    case 'consented':
      return 'given';
    case 'refused':
      return 'refused';
    case 'withdrawn':
      return 'withdrawn';
    case undefined:
      return 'waiting';
  }
}

/** A text version as the panel shows it: its first 12 hex digits, enough to tell versions apart. */
export const shortTextVersion = (version: string) => version.slice(0, 12);
