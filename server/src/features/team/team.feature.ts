// The team feature (issue 29, decision 039): every study path held by a consultant, the waits
// measured from the path's events, the team view, the settings and the nudge emails.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerNudgeSweeps } from './nudges.ts';
import { registerTeamAdminRoutes } from './team.admin.routes.ts';
import { registerTeamRoutes } from './team.routes.ts';

export const teamFeature = defineFeature('team', (app, deps) => {
  registerTeamRoutes(app, deps);
  registerTeamAdminRoutes(app, deps);
  registerNudgeSweeps(app, deps);
});
