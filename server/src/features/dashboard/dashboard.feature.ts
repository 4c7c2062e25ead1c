// The dashboard feature: the student's To do list, and the dashboard rendered on the server with
// its first data when this process serves the built web app (decision 026).
import { defineFeature } from '../../platform/app-deps.ts';
import { registerDashboardFirstData } from './dashboard-first-data.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';

export const dashboardFeature = defineFeature('dashboard', (app, deps) => {
  registerDashboardRoutes(app, deps);
  if (deps.webDistDir !== null) {
    registerDashboardFirstData(app, deps, { webDistDir: deps.webDistDir });
  }
});
