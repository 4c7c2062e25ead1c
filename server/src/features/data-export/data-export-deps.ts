// What the data export's services, job and sweep need beyond the database and the clock.
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';

/** What the builder and the sweep need. */
export interface DataExportBuildDeps extends ServiceDeps {
  storage: ObjectStorage;
  /** APP_URL: the email's link to the Privacy & data page. */
  appUrl: string;
  /** After a transaction that queued an email committed (wakes the relay). */
  onEmailQueued: () => void;
}

/** What the routes' services need besides: waking this process's builder after a request. */
export interface DataExportDeps extends DataExportBuildDeps {
  onExportRequested: () => void;
}
