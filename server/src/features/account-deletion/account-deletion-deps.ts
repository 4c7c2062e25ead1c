// What "Delete my account" needs beyond the database and the clock.
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';

export interface AccountDeletionDeps extends ServiceDeps {
  /** Where a deleted account's files are removed from (its sealed documents' stay). */
  storage: ObjectStorage;
  /** The portal's address, for the links in the emails. */
  appUrl: string;
  /** Wakes the email relay after a transaction that queued an email committed. */
  onEmailQueued: () => void;
}

/** The page where a person schedules or cancels their account's deletion. */
export const privacyPagePath = '/account/privacy';
