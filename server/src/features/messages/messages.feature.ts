// The messages feature: the student's threads with the consultants, the consultants' inbox, the
// unread-reply email and the sweep of expired messages.
import { defineFeature } from '../../platform/app-deps.ts';
import { documentDepsOf } from '../documents/index.ts';
import { registerAdminMessageRoutes } from './messages.admin.routes.ts';
import { registerMessageHousekeeping } from './messages.housekeeping.ts';
import { registerMessageRoutes } from './messages.routes.ts';
import { registerReplyNotices } from './reply-notices.ts';

export const messagesFeature = defineFeature('messages', (app, deps) => {
  const documentDeps = documentDepsOf(deps);
  registerMessageRoutes(app, deps, { documentDeps, sharedAnswers: deps.sharedAnswers });
  registerAdminMessageRoutes(app, deps, { documentDeps });
  registerMessageHousekeeping(app, documentDeps);
  registerReplyNotices(app, {
    ...deps.deps,
    appUrl: deps.config.appUrl,
    onEmailQueued: () => deps.emailRelay.kick(),
  });
});
