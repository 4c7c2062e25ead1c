// The applications feature (study paths): the student's paths, the consultants' console and what
// a guardian reads of a linked student's paths.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminApplicationRoutes } from './applications.admin.routes.ts';
import { registerGuardianApplicationRoutes } from './applications.guardian.routes.ts';
import { registerApplicationRoutes } from './applications.routes.ts';

export const applicationsFeature = defineFeature('applications', (app, deps) => {
  registerApplicationRoutes(app, deps);
  registerAdminApplicationRoutes(app, deps);
  registerGuardianApplicationRoutes(app, deps);
});
