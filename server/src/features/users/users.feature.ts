// The users feature: the consultants' user list and detail, role changes, account deletion.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminUserRoutes } from './users.admin.routes.ts';

export const usersFeature = defineFeature('users', (app, deps) => {
  registerAdminUserRoutes(app, deps, { storage: deps.storage });
});
