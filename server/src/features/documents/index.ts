// What the documents feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { checkStoredDocument, documentContentMessages } from './document-content.ts';
export type { DocumentDeps } from './document-deps.ts';
export { detachDocuments, findDocumentsOnApplication } from './document-detach.queries.ts';
export { toDocument } from './document-views.ts';
export { registerAdminDocumentRoutes } from './documents.admin.routes.ts';
export { registerDocumentHousekeeping } from './documents.housekeeping.ts';
export { claimUploadKeyForDocument, findDocumentsOfUser } from './documents.queries.ts';
export { registerDocumentRoutes } from './documents.routes.ts';
export { listOwnDocuments } from './documents.service.ts';
export { registerObjectUploadRoutes } from './object-uploads.routes.ts';
export { SIGNED_URL_SECONDS, issueUploadKey } from './upload-keys.ts';
