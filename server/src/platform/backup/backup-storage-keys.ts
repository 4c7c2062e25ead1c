// Which storage keys a backup's files need (decision 041). A backup copies the local driver's
// files as they are, encrypted, and never the key: a stolen backup is then no more readable than
// a stolen disk without DATA_DIR's key file. So the manifest names the keys by id, the backup
// command prints them, and a restore refuses, before it touches anything, when a key the files
// need is not at hand.
import { summarizeObjectFiles } from '../storage/encryption/object-files.ts';
import {
  nextStorageKeyFileName,
  storageKeyFileName,
  storageKeysAtHand,
  type StorageKeySettings,
} from '../storage/encryption/storage-key-files.ts';

/** Ids of the keys the files under `objectsDirectory` are encrypted under, sorted. */
export function storageKeyIdsNeeded(objectsDirectory: string): string[] {
  return summarizeObjectFiles(objectsDirectory).keyIds;
}

/** Throws, naming the missing key ids and where to put them, unless every needed key is at hand. */
export function assertStorageKeysAtHand(
  neededIds: readonly string[],
  settings: StorageKeySettings,
): void {
  const atHand = storageKeysAtHand(settings).map((key) => key.id);
  const missing = neededIds.filter((id) => !atHand.includes(id));
  if (missing.length === 0) return;
  const heldBy =
    settings.key === undefined
      ? `${storageKeyFileName}, ${nextStorageKeyFileName} in DATA_DIR and STORAGE_ENCRYPTION_PREVIOUS_KEY`
      : 'STORAGE_ENCRYPTION_KEY and STORAGE_ENCRYPTION_PREVIOUS_KEY';
  throw new Error(
    `The backup's stored files are encrypted under storage key ${missing.join(' and ')}, which is not at hand (keys found in ${heldBy}: ${atHand.join(', ') || 'none'}). Put that key in DATA_DIR/${storageKeyFileName} or STORAGE_ENCRYPTION_KEY (or in STORAGE_ENCRYPTION_PREVIOUS_KEY, to keep the current key for new files), then restore again. Nothing was changed.`,
  );
}
