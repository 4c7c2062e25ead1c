// What the checklist feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { checklistFeature } from './checklist.feature.ts';
