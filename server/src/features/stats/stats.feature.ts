// The stats feature: the consultants' dashboard figures and needs-attention list.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminStatsRoutes } from './stats.admin.routes.ts';

export const statsFeature = defineFeature('stats', (app, deps) => {
  registerAdminStatsRoutes(app, deps, deps.sharedAnswers);
});
