// What the profile feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { profileFeature } from './profile.feature.ts';
export { getProfile, toProfileResponse } from './profile.service.ts';
export { exportProfileOf } from './profile.export.ts';
