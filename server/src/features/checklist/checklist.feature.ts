// The checklist feature: each study path's document checklist, derived from the rules in domain
// (issue 28, decision 038), the answers to its questions and the consultant's review of its items.
import { defineFeature } from '../../platform/app-deps.ts';
import { registerAdminChecklistItemRoutes } from './checklist-items.admin.routes.ts';
import { registerAdminChecklistRoutes } from './checklist.admin.routes.ts';
import { registerChecklistRoutes } from './checklist.routes.ts';

export const checklistFeature = defineFeature('checklist', (app, deps) => {
  registerChecklistRoutes(app, deps);
  registerAdminChecklistRoutes(app, deps);
  registerAdminChecklistItemRoutes(app, deps);
});
