// The programs feature: the catalogue, its images, and the programs attached to a study path.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerProgramImageRoutes } from './program-images.routes.ts';
import { registerAdminProgramRoutes } from './programs.admin.routes.ts';
import { registerProgramRoutes } from './programs.routes.ts';

export const programsFeature = defineFeature('programs', (app, deps) => {
  registerAdminProgramRoutes(app, deps);
  registerProgramImageRoutes(app, deps, { storage: deps.storage });
  registerProgramRoutes(app, deps);
});
