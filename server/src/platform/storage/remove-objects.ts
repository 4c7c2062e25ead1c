import type { ObjectStorage } from './object-storage.ts';

/**
 * Removes objects whose rows are already gone, after the commit. A failure here leaves an object
 * no row points at, which the orphan sweep removes within a day, so it is not the caller's error.
 */
export async function removeObjectsAfterCommit(
  storage: ObjectStorage,
  keys: readonly string[],
): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
