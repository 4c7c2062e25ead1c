// Picks the storage driver from configuration. Local disk under DATA_DIR/objects is the only one
// until the S3 driver lands with the documents work.
import type { Config } from '../../config.ts';
import { createLocalDiskStorage, objectsDirectory } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

export function createObjectStorage(config: Pick<Config, 'dataDir'>): ObjectStorage {
  return createLocalDiskStorage({ directory: objectsDirectory(config.dataDir) });
}
