// The auth feature: sign-in, sign-out, the session check and the CSRF token.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAuthRoutes } from './auth.routes.ts';

export const authFeature = defineFeature('auth', (app, deps) => {
  registerAuthRoutes(app, deps);
});
