// What the data export feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { dataExportFeature } from './data-export.feature.ts';
