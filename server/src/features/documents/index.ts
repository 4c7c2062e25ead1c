// What the documents feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { checkStoredDocument } from './document-content.ts';
export type { DocumentDeps } from './document-deps.ts';
export { toDocument } from './document-views.ts';
export { documentDepsOf, documentsFeature } from './documents.feature.ts';
export { claimUploadKeyForDocument, findDocumentsOfUser } from './documents.queries.ts';
export { sealDocumentsOfUser } from './document-sealing.queries.ts';
export { listOwnDocuments } from './documents.service.ts';
export { documentsStudyPathParticipant } from './study-path-participant.ts';
export { SIGNED_URL_SECONDS, issueUploadKey } from './upload-keys.ts';
export { exportDocumentsOf } from './documents.export.ts';
