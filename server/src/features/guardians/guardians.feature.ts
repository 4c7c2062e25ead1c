// The guardians feature (issue 26, decision 036): consent invitations to a minor's guardian, the
// consent record, the gate other features ask (assertConsentFor), the consultants' view, guardian
// accounts and what they follow, withdrawal, and the adult student's view of guardian access.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerGuardianAccountRoutes } from './guardian-accounts.routes.ts';
import { registerGuardianAdminRoutes } from './guardians.admin.routes.ts';
import { registerGuardianRoutes } from './guardians.routes.ts';
import { invitationDepsOf } from './invitation-deps.ts';
import { registerStudentGuardianAccessRoutes } from './student-guardian-access.routes.ts';

export const guardiansFeature = defineFeature('guardians', (app, deps) => {
  registerGuardianRoutes(app, invitationDepsOf(deps));
  registerGuardianAdminRoutes(app, deps.deps);
  registerGuardianAccountRoutes(app, deps);
  registerStudentGuardianAccessRoutes(app, deps.deps);
});
