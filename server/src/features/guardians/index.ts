// What the guardians feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { guardiansFeature } from './guardians.feature.ts';
export { assertConsentFor } from './consent-gate.service.ts';
export { guardianInvitationWatcher } from './invitations.service.ts';
export { invitationDepsOf } from './invitation-deps.ts';
export { findMinorsWaitingForConsent } from './consent-waiting.ts';
export { assertGuardianOf } from './guardian-access.service.ts';
export { listStatusEmailGuardians } from './links.queries.ts';
export { getConsentStatus } from './consent-status.service.ts';
export { getGuardianAccess } from './student-guardian-access.service.ts';
export { exportGuardianConsentOf, exportGuardianRecordsOf } from './guardians.export.ts';
