// The accounts feature: registration, email verification, password reset, and the sweep of
// expired email tokens.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAccountHousekeeping } from './accounts.housekeeping.ts';
import { registerAccountRoutes } from './accounts.routes.ts';

export const accountsFeature = defineFeature('accounts', (app, deps) => {
  registerAccountRoutes(app, deps, { appUrl: deps.config.appUrl, emailRelay: deps.emailRelay });
  registerAccountHousekeeping(app, deps.deps);
});
