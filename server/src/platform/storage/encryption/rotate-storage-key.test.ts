import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, objectsDirectory } from '../local-disk-storage.ts';
import type { ObjectStorage } from '../object-storage.ts';
import { defaultSegmentSize, headerLength, objectMagic } from './object-encryption-format.ts';
import { reencryptObjectFiles } from './reencrypt-object-files.ts';
import { rotateStorageKey } from './rotate-storage-key.ts';
import {
  createStorageKeyFile,
  loadOrCreateStorageKeys,
  nextStorageKeyFileName,
  readStorageKeyFile,
  retiredStorageKeyFileName,
  storageKeyFileName,
} from './storage-key-files.ts';
import { createStorageKeyring, masterKeyFrom, type StorageKeyring } from './storage-keyring.ts';

const contents: Record<string, Buffer> = {
  'documents/u1/small': Buffer.from('a transcript'),
  'documents/u1/large': randomBytes(3 * defaultSegmentSize + 17),
  'program-images/p1.png': randomBytes(1000),
  'exports/u2/export.zip': randomBytes(defaultSegmentSize),
};
const legacyKey = 'documents/u3/legacy';
const legacyContent = Buffer.from('%PDF-1.4 stored before encryption');

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('npm run rotate-storage-key (decision 041)', () => {
  let dataDir: string;
  const objects = () => objectsDirectory(dataDir);
  const fileOf = (key: string) => path.join(objects(), ...key.split('/'));
  const storageWith = (keyring: StorageKeyring) =>
    createLocalDiskStorage({ directory: objects(), keyring });
  const storageAsThePortalStarts = () =>
    storageWith(
      loadOrCreateStorageKeys({ dataDir, key: undefined, previousKey: undefined }).keyring,
    );

  async function storeEverything(keyring: StorageKeyring) {
    const storage = storageWith(keyring);
    for (const [key, content] of Object.entries(contents)) {
      await storage.put(key, Readable.from([content]), { maxBytes: 1024 * 1024 });
    }
    fs.mkdirSync(path.dirname(fileOf(legacyKey)), { recursive: true });
    fs.writeFileSync(fileOf(legacyKey), legacyContent);
  }

  async function expectEverythingReadable(storage: ObjectStorage) {
    for (const [key, content] of Object.entries(contents)) {
      expect((await readAll(storage, key)).equals(content), key).toBe(true);
      expect(await storage.size(key)).toBe(content.length);
    }
    expect((await readAll(storage, legacyKey)).equals(legacyContent)).toBe(true);
  }

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(tmpdir(), 'storage-rotation-test-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-wraps every file under a new key file, rewriting only headers, and keeps every file readable', async () => {
    const before = loadOrCreateStorageKeys({ dataDir, key: undefined, previousKey: undefined });
    await storeEverything(before.keyring);
    const bodiesBefore = Object.keys(contents).map((key) =>
      fs.readFileSync(fileOf(key)).subarray(headerLength),
    );
    const mtimeBefore = fs.statSync(fileOf('documents/u1/large')).mtimeMs;

    const result = await rotateStorageKey({
      dataDir,
      key: undefined,
      previousKey: undefined,
      newKey: undefined,
    });
    expect(result).toMatchObject({
      fromKeyId: before.keyring.current.id,
      rewrapped: 4,
      encrypted: 1,
      alreadyUnderTarget: 0,
    });
    expect(result.toKeyId).not.toBe(result.fromKeyId);

    // The key file holds the new key; the old one is kept aside, and no next key is left over.
    expect(masterKeyFrom(readStorageKeyFile(path.join(dataDir, storageKeyFileName))!).id).toBe(
      result.toKeyId,
    );
    expect(result.retiredKeyFile).toBe(
      path.join(dataDir, retiredStorageKeyFileName(result.fromKeyId)),
    );
    expect(readStorageKeyFile(result.retiredKeyFile!)).toEqual(before.keyring.current.bytes);
    expect(fs.existsSync(path.join(dataDir, nextStorageKeyFileName))).toBe(false);

    // Headers rewritten, segments untouched, modification times kept, the legacy file encrypted.
    Object.keys(contents).forEach((key, index) => {
      expect(
        fs.readFileSync(fileOf(key)).subarray(headerLength).equals(bodiesBefore[index]!),
        key,
      ).toBe(true);
    });
    expect(fs.statSync(fileOf('documents/u1/large')).mtimeMs).toBeCloseTo(mtimeBefore, 0);
    expect(fs.readFileSync(fileOf(legacyKey)).subarray(0, objectMagic.length)).toEqual(objectMagic);
    expect(fs.readFileSync(fileOf(legacyKey)).includes(legacyContent)).toBe(false);

    await expectEverythingReadable(storageAsThePortalStarts());
    // The old key alone opens nothing any more.
    await expect(storageWith(before.keyring).get('documents/u1/small')).rejects.toThrow(
      /storage key/,
    );
  });

  it('keeps every file readable after a rotation cut short, and finishes it to the same key when run again', async () => {
    const before = loadOrCreateStorageKeys({ dataDir, key: undefined, previousKey: undefined });
    await storeEverything(before.keyring);
    // Cut short: the next key is written and only documents/u1 has been re-wrapped.
    const next = randomBytes(32);
    createStorageKeyFile(path.join(dataDir, nextStorageKeyFileName), next);
    await reencryptObjectFiles({
      directory: path.join(objects(), 'documents', 'u1'),
      keyring: before.keyring,
      target: masterKeyFrom(next),
    });

    await expectEverythingReadable(storageAsThePortalStarts());

    const result = await rotateStorageKey({
      dataDir,
      key: undefined,
      previousKey: undefined,
      newKey: undefined,
    });
    expect(result).toMatchObject({
      toKeyId: masterKeyFrom(next).id,
      rewrapped: 2,
      encrypted: 1,
      alreadyUnderTarget: 2,
    });
    await expectEverythingReadable(storageAsThePortalStarts());
  });

  it('rotates STORAGE_ENCRYPTION_KEY to STORAGE_ENCRYPTION_NEW_KEY, and asks for the new key rather than make one', async () => {
    const key = randomBytes(32);
    const newKey = randomBytes(32);
    await storeEverything(createStorageKeyring(key));
    await expect(
      rotateStorageKey({ dataDir, key, previousKey: undefined, newKey: undefined }),
    ).rejects.toThrow(/give the new key as STORAGE_ENCRYPTION_NEW_KEY/);
    const result = await rotateStorageKey({ dataDir, key, previousKey: undefined, newKey });
    expect(result).toMatchObject({
      fromKeyId: masterKeyFrom(key).id,
      toKeyId: masterKeyFrom(newKey).id,
      retiredKeyFile: undefined,
    });
    expect(fs.readdirSync(dataDir)).toEqual(['objects']);
    await expectEverythingReadable(storageWith(createStorageKeyring(newKey)));
  });

  it('leaves the keys as they were when some file is under a key not at hand, and says which', async () => {
    const key = randomBytes(32);
    const stranger = randomBytes(32);
    await storeEverything(createStorageKeyring(key));
    await storageWith(createStorageKeyring(stranger)).put(
      'documents/u9/foreign',
      Readable.from([Buffer.from('x')]),
      { maxBytes: 10 },
    );
    const newKey = randomBytes(32);
    await expect(
      rotateStorageKey({ dataDir, key, previousKey: undefined, newKey }),
    ).rejects.toThrow(
      new RegExp(`1 under storage key ${masterKeyFrom(stranger).id} could not be re-wrapped`),
    );
    // With that key as the previous one, the run finishes.
    await rotateStorageKey({ dataDir, key, previousKey: stranger, newKey });
    const storage = storageWith(createStorageKeyring(newKey));
    await expectEverythingReadable(storage);
    expect((await readAll(storage, 'documents/u9/foreign')).toString()).toBe('x');
  });

  it('refuses while a portal holds DATA_DIR', async () => {
    loadOrCreateStorageKeys({ dataDir, key: undefined, previousKey: undefined });
    // The parent process stands in for a running portal: alive, and not this process.
    fs.writeFileSync(path.join(dataDir, 'studypath.lock'), `${process.ppid}\n`);
    await expect(
      rotateStorageKey({ dataDir, key: undefined, previousKey: undefined, newKey: undefined }),
    ).rejects.toThrow(
      `The portal (pid ${process.ppid}) is running on DATA_DIR ${dataDir}. Stop it, then rotate.`,
    );
    expect(fs.existsSync(path.join(dataDir, nextStorageKeyFileName))).toBe(false);
  });
});
