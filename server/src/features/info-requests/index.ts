// What the info-requests feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { infoRequestsFeature } from './info-requests.feature.ts';
export { listOwnInfoRequests } from './info-requests.service.ts';
export { exportInfoRequestsOf } from './info-requests.export.ts';
