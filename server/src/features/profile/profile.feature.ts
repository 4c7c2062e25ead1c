// The profile feature: the student's academic profile. Saving it tells the guardian-email
// watchers (ports/) when a guardian email is saved, so the guardians feature can invite them.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerProfileRoutes } from './profile.routes.ts';

export const profileFeature = defineFeature('profile', (app, deps) => {
  registerProfileRoutes(app, deps);
});
