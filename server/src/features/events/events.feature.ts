// The events feature: the live event stream (GET /api/events) and the sweep of its stream rows.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerEventStreamHousekeeping } from './events.housekeeping.ts';
import { registerEventHubLifecycle, registerEventRoutes } from './events.routes.ts';

export const eventsFeature = defineFeature('events', (app, deps) => {
  registerEventHubLifecycle(app, deps.eventHub);
  registerEventRoutes(app, deps, { hub: deps.eventHub });
  registerEventStreamHousekeeping(app, deps.deps);
});
