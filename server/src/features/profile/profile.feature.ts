// The profile feature: the student's academic profile.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerProfileRoutes } from './profile.routes.ts';

export const profileFeature = defineFeature('profile', (app, deps) => {
  registerProfileRoutes(app, deps);
});
