// Guardian consent (issue 26, decision 036): what the student's and the consultants' pages
// (app/routes) compose from this feature; features do not import one another, a page places these
// beside the other features'. The guardian's own page (components/guardian-consent-page.tsx) is
// left out on purpose: its form brings Mantine's Select, @mantine/form and the schemas, and
// everything re-exported here lands in the chunk the student layout (server-rendered with the
// dashboard, decision 026) loads; the public route imports that page on its own.
export { useGuardianConsentStatus } from './api/get-guardian-consent-status.ts';
export { ConsentGateAlert, ConsentRequiredMessage } from './components/consent-gate.tsx';
export { GuardianConsentCard } from './components/guardian-consent-card.tsx';
export { GuardianConsentPanel } from './components/guardian-consent-panel.tsx';
export { isConsentRequired } from './lib/consent-refusals.ts';
export { GuardianAccessCard } from './components/guardian-access-card.tsx';
