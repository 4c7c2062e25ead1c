import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, objectsDirectory } from '../local-disk-storage.ts';
import {
  createStorageKeyFile,
  loadOrCreateStorageKeys,
  nextStorageKeyFileName,
  readStorageKeyFile,
  storageKeyFileName,
} from './storage-key-files.ts';
import { createStorageKeyring, masterKeyFrom } from './storage-keyring.ts';

describe('the storage master key (decision 041)', () => {
  let dataDir: string;
  const keyFile = () => path.join(dataDir, storageKeyFileName);
  const noVariables = () => ({ dataDir, key: undefined, previousKey: undefined });

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(tmpdir(), 'storage-keys-test-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An object encrypted under `key`, written where the portal on dataDir keeps its files. */
  async function storeUnder(key: Buffer, objectKey = 'documents/u1/file') {
    const storage = createLocalDiskStorage({
      directory: objectsDirectory(dataDir),
      keyring: createStorageKeyring(key),
    });
    await storage.put(objectKey, Readable.from([Buffer.from('content')]), { maxBytes: 100 });
  }

  it('generates a key once into DATA_DIR, readable by its owner only, and warns (by id) to back it up', () => {
    const first = loadOrCreateStorageKeys(noVariables());
    expect(fs.statSync(keyFile()).mode & 0o777).toBe(0o600);
    const key = readStorageKeyFile(keyFile());
    expect(key?.length).toBe(32);
    expect(first.keyring.current.id).toBe(masterKeyFrom(key!).id);
    expect(first.source).toBe(keyFile());
    expect(first.warnings).toHaveLength(1);
    expect(first.warnings[0]).toContain(`Generated storage key ${first.keyring.current.id}`);
    expect(first.warnings[0]).toContain('Back it up');
    expect(first.warnings[0]).not.toContain(key!.toString('base64'));

    const second = loadOrCreateStorageKeys(noVariables());
    expect(second.keyring.current.id).toBe(first.keyring.current.id);
    expect(second.warnings).toEqual([]);
  });

  it('uses STORAGE_ENCRYPTION_KEY when it is set, and creates no file', () => {
    const key = randomBytes(32);
    const previousKey = randomBytes(32);
    const loaded = loadOrCreateStorageKeys({ dataDir, key, previousKey });
    expect(loaded.keyring.current.id).toBe(masterKeyFrom(key).id);
    expect(loaded.keyring.readable.map((readable) => readable.id)).toEqual([
      masterKeyFrom(key).id,
      masterKeyFrom(previousKey).id,
    ]);
    expect(loaded.source).toBe('STORAGE_ENCRYPTION_KEY');
    expect(fs.existsSync(keyFile())).toBe(false);
  });

  it('says when a key file is set aside by STORAGE_ENCRYPTION_KEY', () => {
    createStorageKeyFile(keyFile(), randomBytes(32));
    const fileKeyId = masterKeyFrom(readStorageKeyFile(keyFile())!).id;
    const loaded = loadOrCreateStorageKeys({
      dataDir,
      key: randomBytes(32),
      previousKey: undefined,
    });
    expect(loaded.warnings).toEqual([
      expect.stringContaining(`holds storage key ${fileKeyId}, which is not used`),
    ]);
  });

  it('refuses to make a new key when stored files need one that is not at hand', async () => {
    const lost = randomBytes(32);
    await storeUnder(lost);
    expect(() => loadOrCreateStorageKeys(noVariables())).toThrow(
      new RegExp(`encrypted under storage key ${masterKeyFrom(lost).id}, but .* is missing`),
    );
    expect(fs.existsSync(keyFile())).toBe(false);
    // The same files with their key at hand as the previous one: a new current key is fine.
    const loaded = loadOrCreateStorageKeys({ dataDir, key: undefined, previousKey: lost });
    expect(loaded.keyring.readable.map((key) => key.id)).toContain(masterKeyFrom(lost).id);
  });

  it('makes a key next to files stored before encryption (they need none)', () => {
    fs.mkdirSync(path.join(objectsDirectory(dataDir), 'documents'), { recursive: true });
    fs.writeFileSync(path.join(objectsDirectory(dataDir), 'documents', 'legacy'), '%PDF-1.4');
    expect(loadOrCreateStorageKeys(noVariables()).keyring.current.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reads with the key of a rotation that did not finish, and says so', () => {
    const current = loadOrCreateStorageKeys(noVariables()).keyring.current;
    const next = randomBytes(32);
    createStorageKeyFile(path.join(dataDir, nextStorageKeyFileName), next);
    const loaded = loadOrCreateStorageKeys(noVariables());
    expect(loaded.keyring.current.id).toBe(current.id);
    expect(loaded.keyring.readable.map((key) => key.id)).toEqual([
      current.id,
      masterKeyFrom(next).id,
    ]);
    expect(loaded.warnings).toEqual([expect.stringContaining('rotation')]);
  });

  it('lets one of two processes creating the key at once win, and both use its key', () => {
    expect(createStorageKeyFile(keyFile(), randomBytes(32))).toBe(true);
    const written = readStorageKeyFile(keyFile());
    expect(createStorageKeyFile(keyFile(), randomBytes(32))).toBe(false);
    expect(readStorageKeyFile(keyFile())).toEqual(written);
    expect(fs.readdirSync(dataDir)).toEqual([storageKeyFileName]);
  });

  it('refuses a key file that does not hold a key, and warns about one others can read', () => {
    fs.writeFileSync(keyFile(), 'not a key\n', { mode: 0o600 });
    expect(() => loadOrCreateStorageKeys(noVariables())).toThrow(/does not hold a storage key/);
    fs.writeFileSync(keyFile(), `${randomBytes(32).toString('base64')}\n`);
    fs.chmodSync(keyFile(), 0o644);
    expect(loadOrCreateStorageKeys(noVariables()).warnings).toEqual([
      expect.stringContaining('chmod 600'),
    ]);
  });
});
