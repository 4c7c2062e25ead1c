// What the messages feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { messagesFeature } from './messages.feature.ts';
export { countUnread } from './messages.service.ts';
export { exportMessagesOf } from './messages.export.ts';
