import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createStorageKeyFile,
  nextStorageKeyFileName,
  storageKeyFileName,
} from '../storage/encryption/storage-key-files.ts';
import { createStorageKeyring, masterKeyFrom } from '../storage/encryption/storage-keyring.ts';
import { createLocalDiskStorage } from '../storage/local-disk-storage.ts';
import { restoreBackup } from './backup-commands.ts';
import { assertStorageKeysAtHand, storageKeyIdsNeeded } from './backup-storage-keys.ts';

describe('the storage keys a backup needs (decision 041)', () => {
  let workDir: string;
  let dataDir: string;
  let backupObjects: string;
  const first = randomBytes(32);
  const second = randomBytes(32);
  const idOf = (key: Buffer) => masterKeyFrom(key).id;

  async function storeUnder(key: Buffer, objectKey: string) {
    await createLocalDiskStorage({
      directory: backupObjects,
      keyring: createStorageKeyring(key),
    }).put(objectKey, Readable.from([Buffer.from('content')]), { maxBytes: 100 });
  }

  beforeEach(() => {
    workDir = fs.mkdtempSync(path.join(tmpdir(), 'backup-keys-test-'));
    dataDir = path.join(workDir, 'data');
    backupObjects = path.join(workDir, 'backup', 'objects');
    fs.mkdirSync(dataDir);
  });
  afterEach(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('names every key the copied files are under, and none for files from before encryption', async () => {
    await storeUnder(first, 'documents/u1/a');
    await storeUnder(second, 'documents/u2/b');
    await storeUnder(first, 'program-images/c.png');
    fs.writeFileSync(path.join(backupObjects, 'documents', 'legacy'), '%PDF-1.4');
    expect(storageKeyIdsNeeded(backupObjects)).toEqual([idOf(first), idOf(second)].sort());
    expect(storageKeyIdsNeeded(path.join(workDir, 'no-objects'))).toEqual([]);
  });

  it('accepts the keys from the key file, the next key file, STORAGE_ENCRYPTION_KEY or the previous key', () => {
    const needed = [idOf(first), idOf(second)];
    createStorageKeyFile(path.join(dataDir, storageKeyFileName), first);
    expect(() =>
      assertStorageKeysAtHand(needed, { dataDir, key: undefined, previousKey: second }),
    ).not.toThrow();
    createStorageKeyFile(path.join(dataDir, nextStorageKeyFileName), second);
    expect(() =>
      assertStorageKeysAtHand(needed, { dataDir, key: undefined, previousKey: undefined }),
    ).not.toThrow();
    expect(() =>
      assertStorageKeysAtHand(needed, { dataDir, key: second, previousKey: first }),
    ).not.toThrow();
  });

  it('refuses a restore whose files need a key not at hand, naming it, before touching DATA_DIR', async () => {
    await storeUnder(first, 'documents/u1/a');
    const backupDir = path.join(workDir, 'backup');
    fs.writeFileSync(
      path.join(backupDir, 'manifest.json'),
      JSON.stringify({
        format: 'studypath-embedded-backup',
        version: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        databaseBytes: 0,
        objectFiles: 1,
        storageKeyIds: [idOf(first)],
      }),
    );
    fs.mkdirSync(path.join(dataDir, 'objects', 'documents'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'objects', 'documents', 'current'), 'today');
    createStorageKeyFile(path.join(dataDir, storageKeyFileName), second);

    await expect(
      restoreBackup({
        dataDir,
        backupDir,
        storageKeys: { key: undefined, previousKey: undefined },
      }),
    ).rejects.toThrow(
      new RegExp(
        `encrypted under storage key ${idOf(first)}, which is not at hand \\(keys found in .*: ${idOf(second)}\\).*Nothing was changed`,
      ),
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual(['objects', storageKeyFileName]);
    expect(fs.readFileSync(path.join(dataDir, 'objects', 'documents', 'current'), 'utf8')).toBe(
      'today',
    );
  });
});
