// The documents feature: uploads, downloads, the consultants' documents console, a guardian's
// read-only view, and the sweeps of orphaned files and expired documents.
import { defineFeature, type AppDeps } from '../../platform/app-deps.ts';
import type { DocumentDeps } from './document-deps.ts';
import { registerAdminDocumentRoutes } from './documents.admin.routes.ts';
import { registerGuardianDocumentRoutes } from './documents.guardian.routes.ts';
import { registerDocumentHousekeeping } from './documents.housekeeping.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { registerObjectUploadRoutes } from './object-uploads.routes.ts';

/** What the document services need, from the app's deps (messages' attachments use it too). */
export function documentDepsOf(deps: AppDeps): DocumentDeps {
  return { ...deps.deps, storage: deps.storage, uploadSecret: deps.sessionSecret };
}

export const documentsFeature = defineFeature('documents', (app, deps) => {
  const documentDeps = documentDepsOf(deps);
  registerDocumentRoutes(app, deps, { documentDeps });
  registerObjectUploadRoutes(app, { documentDeps });
  registerGuardianDocumentRoutes(app, { documentDeps });
  registerAdminDocumentRoutes(app, deps, {
    documentDeps: {
      ...documentDeps,
      appUrl: deps.config.appUrl,
      onEmailQueued: () => deps.emailRelay.kick(),
    },
  });
  registerDocumentHousekeeping(app, documentDeps);
});
