// What the info-requests feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { registerAdminInfoRequestRoutes } from './info-requests.admin.routes.ts';
export { registerInfoRequestHousekeeping } from './info-requests.housekeeping.ts';
export { registerInfoRequestRoutes } from './info-requests.routes.ts';
export { listOwnInfoRequests } from './info-requests.service.ts';
