// The applications feature (study paths): the student's paths and the consultants' console.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminApplicationRoutes } from './applications.admin.routes.ts';
import { registerApplicationRoutes } from './applications.routes.ts';

export const applicationsFeature = defineFeature('applications', (app, deps) => {
  registerApplicationRoutes(app, deps);
  registerAdminApplicationRoutes(app, deps);
});
