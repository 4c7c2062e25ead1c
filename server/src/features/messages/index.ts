// What the messages feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { registerAdminMessageRoutes } from './messages.admin.routes.ts';
export { registerMessageHousekeeping } from './messages.housekeeping.ts';
export { registerMessageRoutes } from './messages.routes.ts';
export { countUnread } from './messages.service.ts';
export { registerReplyNotices } from './reply-notices.ts';
