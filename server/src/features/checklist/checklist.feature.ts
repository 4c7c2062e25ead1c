// The checklist feature: each study path's document checklist, derived from the rules in domain
// (issue 28, decision 038), and the answers to its questions.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminChecklistRoutes } from './checklist.admin.routes.ts';
import { registerChecklistRoutes } from './checklist.routes.ts';

export const checklistFeature = defineFeature('checklist', (app, deps) => {
  registerChecklistRoutes(app, deps);
  registerAdminChecklistRoutes(app, deps);
});
