// Picks the storage driver from configuration: S3-compatible when S3_BUCKET is set (config.ts
// insists on the whole S3 configuration then), otherwise the local disk under DATA_DIR/objects,
// encrypting with the keys main.ts loaded (or, for a caller that gave none, loads here).
import type { Config } from '../config.ts';
import { loadOrCreateStorageKeys } from './encryption/storage-key-files.ts';
import type { StorageKeyring } from './encryption/storage-keyring.ts';
import { createLocalDiskStorage, objectsDirectory } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export function createObjectStorage(
  config: Pick<Config, 'dataDir' | 's3' | 'storageEncryption'>,
  keyring?: StorageKeyring,
): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage({
    directory: objectsDirectory(config.dataDir),
    keyring:
      keyring ??
      loadOrCreateStorageKeys({ dataDir: config.dataDir, ...config.storageEncryption }).keyring,
  });
}
