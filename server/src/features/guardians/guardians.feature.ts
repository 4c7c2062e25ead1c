// The guardians feature (issue 26, decision 036): consent invitations to a minor's guardian, the
// consent record, the gate other features ask (assertConsentFor), and the consultants' view.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerGuardianAdminRoutes } from './guardians.admin.routes.ts';
import { registerGuardianRoutes } from './guardians.routes.ts';
import { invitationDepsOf } from './invitation-deps.ts';

export const guardiansFeature = defineFeature('guardians', (app, deps) => {
  registerGuardianRoutes(app, invitationDepsOf(deps));
  registerGuardianAdminRoutes(app, deps.deps);
});
