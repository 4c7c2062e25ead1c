import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../local-disk-storage.ts';
import { ObjectRefusedError, type ObjectStorage } from '../object-storage.ts';
import {
  defaultSegmentSize,
  headerLength,
  objectMagic,
  tagLength,
} from './object-encryption-format.ts';
import { createStorageKeyring, masterKeyFrom } from './storage-keyring.ts';

const segment = defaultSegmentSize;
const sealedSegment = segment + tagLength;

/** Distinct, recognisable bytes: a run of the same text, cut to `size`. */
function plaintextOf(size: number): Buffer {
  const text = Buffer.from('Passport number AB1234567, issued to Jane Student. ');
  return Buffer.concat(Array.from({ length: Math.ceil(size / text.length) }, () => text)).subarray(
    0,
    size,
  );
}

/** The chunks a body gives before it ends or fails, and how it failed. */
async function drain(body: Readable): Promise<{ chunks: Buffer[]; error: unknown }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    return { chunks, error: undefined };
  } catch (error) {
    return { chunks, error };
  }
}

describe('local-disk storage encrypts every object at rest (decision 041)', () => {
  let directory: string;
  const currentKey = randomBytes(32);
  let storage: ObjectStorage;
  const fileOf = (key: string) => path.join(directory, ...key.split('/'));
  const put = (key: string, bytes: Buffer) =>
    storage.put(key, Readable.from([bytes]), { maxBytes: 10 * 1024 * 1024 });

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'storage-encryption-test-'));
    storage = createLocalDiskStorage({ directory, keyring: createStorageKeyring(currentKey) });
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it.each([0, 1, segment - 1, segment, segment + 1, 3 * segment, 3 * segment + 5])(
    'keeps %i bytes unreadable as plain on disk, and gives them back with their plaintext size',
    async (size) => {
      const plaintext = plaintextOf(size);
      expect(await put('documents/u1/file', plaintext)).toEqual({ size });
      const onDisk = await readFile(fileOf('documents/u1/file'));
      expect(onDisk.subarray(0, objectMagic.length)).toEqual(objectMagic);
      expect(onDisk.includes(Buffer.from('Passport number'))).toBe(false);
      const segments = Math.max(1, Math.ceil(size / segment));
      expect(onDisk.length).toBe(headerLength + size + segments * tagLength);

      expect(await storage.size('documents/u1/file')).toBe(size);
      const object = await storage.get('documents/u1/file');
      expect(object?.size).toBe(size);
      const { chunks, error } = await drain(object!.body);
      expect(error).toBeUndefined();
      expect(Buffer.concat(chunks).equals(plaintext)).toBe(true);
      // One segment at a time: no chunk is larger than a segment.
      expect(chunks.every((chunk) => chunk.length <= segment)).toBe(true);
    },
  );

  it('encrypts the same content differently each time (a fresh data key per object)', async () => {
    await put('documents/u1/a', plaintextOf(1000));
    await put('documents/u1/b', plaintextOf(1000));
    const a = await readFile(fileOf('documents/u1/a'));
    const b = await readFile(fileOf('documents/u1/b'));
    expect(a.subarray(headerLength).equals(b.subarray(headerLength))).toBe(false);
  });

  it('refuses an altered segment before releasing any of its bytes, after the good ones before it', async () => {
    await put('documents/u1/file', plaintextOf(3 * segment));
    const file = fileOf('documents/u1/file');
    const bytes = await readFile(file);
    bytes[headerLength + sealedSegment + 10]! ^= 0x01;
    await writeFile(file, bytes);

    const object = await storage.get('documents/u1/file');
    const { chunks, error } = await drain(object!.body);
    expect(error).toBeInstanceOf(ObjectRefusedError);
    expect(String(error)).toMatch(/documents\/u1\/file.*segment 1 failed its integrity check/);
    expect(Buffer.concat(chunks).equals(plaintextOf(segment))).toBe(true);
  });

  it.each([
    ['its format version', 8],
    ['its segment size', 11],
    ['its key id', 14],
    ['its nonce prefix', 22],
    ['its wrapped data key', 50],
    ['its wrap tag', headerLength - 1],
  ])(
    'refuses an object whose header was altered (%s) before giving any of it',
    async (_what, offset) => {
      await put('documents/u1/file', plaintextOf(100));
      const file = fileOf('documents/u1/file');
      const bytes = await readFile(file);
      bytes[offset]! ^= 0x01;
      await writeFile(file, bytes);
      await expect(storage.get('documents/u1/file')).rejects.toThrow(ObjectRefusedError);
    },
  );

  it('refuses a file cut at a segment boundary, cut inside a segment, lengthened, or with segments swapped', async () => {
    const plaintext = plaintextOf(3 * segment + 100);
    await put('documents/u1/file', plaintext);
    const original = await readFile(fileOf('documents/u1/file'));
    const segmentAt = (index: number) =>
      original.subarray(
        headerLength + index * sealedSegment,
        headerLength + (index + 1) * sealedSegment,
      );
    const variants = {
      'cut at a boundary': original.subarray(0, headerLength + 3 * sealedSegment),
      'cut inside a segment': original.subarray(0, original.length - 7),
      lengthened: Buffer.concat([original, segmentAt(0)]),
      swapped: Buffer.concat([
        original.subarray(0, headerLength),
        segmentAt(1),
        segmentAt(0),
        original.subarray(headerLength + 2 * sealedSegment),
      ]),
    };
    for (const [name, bytes] of Object.entries(variants)) {
      await writeFile(fileOf('documents/u1/variant'), bytes);
      const object = await storage.get('documents/u1/variant');
      const { chunks, error } = await drain(object!.body);
      expect(error, name).toBeInstanceOf(ObjectRefusedError);
      expect(Buffer.concat(chunks).length, name).toBeLessThan(plaintext.length);
    }
  });

  it('refuses an object under a key this process does not hold, naming the key it needs', async () => {
    await put('documents/u1/file', plaintextOf(10));
    const other = createLocalDiskStorage({
      directory,
      keyring: createStorageKeyring(randomBytes(32)),
    });
    await expect(other.get('documents/u1/file')).rejects.toThrow(
      new RegExp(`encrypted under storage key ${masterKeyFrom(currentKey).id}`),
    );
  });

  it('opens objects under a previous key while writing new ones under the current key', async () => {
    await put('documents/u1/old', plaintextOf(10));
    const nextKey = randomBytes(32);
    const rotated = createLocalDiskStorage({
      directory,
      keyring: createStorageKeyring(nextKey, [currentKey]),
    });
    const old = await rotated.get('documents/u1/old');
    expect(Buffer.concat((await drain(old!.body)).chunks).equals(plaintextOf(10))).toBe(true);
    await rotated.put('documents/u1/new', Readable.from([plaintextOf(10)]), { maxBytes: 100 });
    await expect(storage.get('documents/u1/new')).rejects.toThrow(ObjectRefusedError);
  });

  it('still reads a file stored before encryption existed, as it is', async () => {
    await mkdir(path.dirname(fileOf('documents/u1/legacy')), { recursive: true });
    await writeFile(fileOf('documents/u1/legacy'), '%PDF-1.7 a legacy document');
    expect(await storage.size('documents/u1/legacy')).toBe(26);
    const object = await storage.get('documents/u1/legacy');
    expect(object?.size).toBe(26);
    expect(Buffer.concat((await drain(object!.body)).chunks).toString()).toBe(
      '%PDF-1.7 a legacy document',
    );
  });

  it.runIf(existsSync('/proc/self/fd'))(
    'closes the file when a reader stops early or the object is refused',
    async () => {
      await put('documents/u1/file', plaintextOf(2 * segment));
      await mkdir(path.dirname(fileOf('documents/u1/legacy')), { recursive: true });
      await writeFile(fileOf('documents/u1/legacy'), 'plain');
      const stranger = createLocalDiskStorage({
        directory,
        keyring: createStorageKeyring(randomBytes(32)),
      });
      const openFiles = () => readdirSync('/proc/self/fd').length;
      const before = openFiles();
      for (let round = 0; round < 20; round += 1) {
        (await storage.get('documents/u1/file'))!.body.destroy();
        (await storage.get('documents/u1/legacy'))!.body.destroy();
        await expect(stranger.get('documents/u1/file')).rejects.toThrow(ObjectRefusedError);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(openFiles()).toBeLessThanOrEqual(before);
    },
  );
});
