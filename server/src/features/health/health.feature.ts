// The health feature: liveness and readiness probes (GET /healthz, /readyz).
import { defineFeature } from '../../platform/app-deps.ts';
import { registerHealthRoutes } from './health.routes.ts';

export const healthFeature = defineFeature('health', (app, deps) => {
  registerHealthRoutes(app, deps, deps.readiness);
});
