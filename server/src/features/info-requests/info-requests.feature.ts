// The info-requests feature: a consultant's questions to a student, and their answers.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminInfoRequestRoutes } from './info-requests.admin.routes.ts';
import { registerInfoRequestHousekeeping } from './info-requests.housekeeping.ts';
import { registerInfoRequestRoutes } from './info-requests.routes.ts';

export const infoRequestsFeature = defineFeature('info-requests', (app, deps) => {
  registerInfoRequestRoutes(app, deps);
  registerAdminInfoRequestRoutes(app, deps, {
    appUrl: deps.config.appUrl,
    emailRelay: deps.emailRelay,
  });
  registerInfoRequestHousekeeping(app, deps.deps);
});
