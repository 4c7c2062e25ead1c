// Object storage on the local disk (the default): DATA_DIR/objects/<key>. A put writes to a
// temporary file beside the target and renames it into place when the stream has ended within the
// cap, so a reader never sees half an object and an upload that fails leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  ObjectTooLargeError,
  type ObjectStorage,
  type PutObjectOptions,
  type StoredObject,
} from './object-storage.ts';

export function objectsDirectory(dataDir: string): string {
  return path.join(dataDir, 'objects');
}

/** Passes bytes through and fails the pipeline on the first byte past `maxBytes`. */
class ByteLimit extends Transform {
  bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new ObjectTooLargeError(this.maxBytes));
    done(null, chunk);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function createLocalDiskStorage({ directory }: { directory: string }): ObjectStorage {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(directory, ...key.split('/'));
  };

  return {
    async put(key: string, body: Readable, { maxBytes }: PutObjectOptions) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      const limit = new ByteLimit(maxBytes);
      try {
        await pipeline(body, limit, createWriteStream(partial, { flags: 'wx' }));
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
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async size(key: string) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string) {
      await rm(fileOf(key), { force: true });
    },
  };
}
