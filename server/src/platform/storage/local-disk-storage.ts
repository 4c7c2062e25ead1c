// Object storage on the local disk (the default): DATA_DIR/objects/<key>. A put writes to a
// temporary file beside the target and renames it into place when the stream has ended within the
// cap, so a reader never sees half an object and an upload that fails leaves nothing behind. Every
// object is encrypted on its way to the disk under the keyring's current key (AES-256-GCM in
// segments, decision 041), and decrypted segment by segment as it is read; files stored before
// encryption existed are read as they are. It has no signed URLs: browsers upload and download
// through the portal's own addresses.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit.ts';
import { openStoredFile, storedFileSize } from './encryption/encrypted-files.ts';
import { ObjectEncryptor } from './encryption/object-encryptor.ts';
import type { StorageKeyring } from './encryption/storage-keyring.ts';
import {
  assertObjectKey,
  isObjectKey,
  type ListedObject,
  type ObjectStorage,
  type PutObjectOptions,
  type StoredObject,
} from './object-storage.ts';

export function objectsDirectory(dataDir: string): string {
  return path.join(dataDir, 'objects');
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalDiskStorage({
  directory,
  keyring,
}: {
  directory: string;
  /** The master keys: the current one encrypts new objects, every one may open old ones. */
  keyring: StorageKeyring;
}): ObjectStorage {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(directory, ...key.split('/'));
  };

  /** Entries in the order of the keys they hold (a directory's keys go on with '/'). */
  async function sortedEntries(dir: string) {
    try {
      const entries = await readdir(dir, { withFileTypes: true });
      const sortName = (entry: (typeof entries)[number]) =>
        entry.isDirectory() ? `${entry.name}/` : entry.name;
      return entries.sort((a, b) => (sortName(a) < sortName(b) ? -1 : 1));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  /**
   * Walks the tree under `prefix` depth first in key order, skipping subtrees wholly before
   * `startAfter`, so a sweep can resume where it stopped and read at most `limit + 1` objects.
   */
  async function list(prefix: string, options: { startAfter?: string; limit: number }) {
    const startAfter = options.startAfter ?? '';
    const objects: ListedObject[] = [];
    let isTruncated = false;
    const walk = async (dirKey: string): Promise<boolean> => {
      for (const entry of await sortedEntries(path.join(directory, ...dirKey.split('/')))) {
        const key = `${dirKey}/${entry.name}`;
        if (entry.isDirectory()) {
          // Every key inside starts with `key/`: all of them are done when startAfter sorts after
          // that prefix without starting with it.
          const inside = `${key}/`;
          if (!startAfter.startsWith(inside) && startAfter > inside) continue;
          if (!(await walk(key))) return false;
        } else if (entry.isFile() && isObjectKey(key) && key > startAfter) {
          if (objects.length === options.limit) {
            isTruncated = true;
            return false;
          }
          const { mtime } = await stat(path.join(directory, ...key.split('/')));
          objects.push({ key, lastModified: mtime });
        }
      }
      return true;
    };
    const root = prefix.replace(/\/+$/, '');
    assertObjectKey(`${root}/x`);
    await walk(root);
    return { objects, isTruncated };
  }

  return {
    async put(key: string, body: Readable, { maxBytes }: PutObjectOptions) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      const limit = new ByteLimit(maxBytes);
      try {
        await pipeline(
          body,
          limit,
          new ObjectEncryptor(keyring.current),
          createWriteStream(partial, { flags: 'wx' }),
        );
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        // Whatever is left of the sender's stream is not ours to keep reading.
        body.resume();
        throw error;
      }
      return { size: limit.bytes };
    },

    async get(key: string): Promise<StoredObject | null> {
      return openStoredFile(fileOf(key), key, keyring);
    },

    async size(key: string) {
      return storedFileSize(fileOf(key), key);
    },

    async delete(key: string) {
      await rm(fileOf(key), { force: true });
    },

    async move(from: string, to: string) {
      const source = fileOf(from);
      const target = fileOf(to);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(source, target);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    list,
    createUploadUrl: () => Promise.resolve(null),
    createDownloadUrl: () => Promise.resolve(null),
    uploadOrigins: [],
  };
}
