// The data export feature (issue 30, item 1; decision 040): "Download my data" for students and
// guardians: the routes, this process's builder and the sweep of expired zips. It reads other
// features' data only through their export functions (export-contents.ts).
import { defineFeature } from '../../platform/app-deps.ts';
import type { DataExportBuildDeps } from './data-export-deps.ts';
import { registerDataExportHousekeeping } from './data-export.housekeeping.ts';
import { registerDataExportRoutes } from './data-export.routes.ts';
import { registerDataExportBuilder } from './export-jobs.ts';

export const dataExportFeature = defineFeature('data-export', (app, deps) => {
  const buildDeps: DataExportBuildDeps = {
    ...deps.deps,
    storage: deps.storage,
    appUrl: deps.config.appUrl,
    onEmailQueued: () => deps.emailRelay.kick(),
  };
  const builder = registerDataExportBuilder(app, buildDeps);
  registerDataExportRoutes(app, { ...buildDeps, onExportRequested: builder.kick });
  registerDataExportHousekeeping(app, buildDeps);
});
