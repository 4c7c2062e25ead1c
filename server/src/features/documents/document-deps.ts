// What the documents services need beyond the database and the clock.
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';

export interface DocumentDeps extends ServiceDeps {
  storage: ObjectStorage;
  /** Signs the portal's own upload addresses (the session secret). */
  uploadSecret: string;
}
