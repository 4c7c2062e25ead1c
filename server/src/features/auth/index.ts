// What the auth feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { authFeature } from './auth.feature.ts';
// A guardian account signs in as it is created (guardians feature), as the login route does.
export { createDeviceCookieValue, deviceCookieMaxAgeSeconds } from './known-device.ts';
