// What `npm run rotate-storage-key` does (decision 041), with every portal on DATA_DIR stopped (it
// takes the DATA_DIR lock, which a portal on the embedded database holds): every object file's
// data key is re-wrapped under a new master key (files from before encryption are encrypted), and
// then the new key takes the old one's place.
//
// With the key file: the new key is first written to storage-encryption.next.key, which the portal
// also reads, so a rotation cut short leaves every file readable, and running it again finishes
// it. At the end the old key is kept as storage-encryption.retired-<id>.key (backups made before
// need it) and the next key is renamed over storage-encryption.key.
// With STORAGE_ENCRYPTION_KEY: the new key is STORAGE_ENCRYPTION_NEW_KEY (this command never
// makes or prints key material), and the operator sets it as STORAGE_ENCRYPTION_KEY afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../../data-dir-lock.ts';
import { objectsDirectory } from '../local-disk-storage.ts';
import { dataKeyLength } from './object-encryption-format.ts';
import { reencryptObjectFiles, type ReencryptSummary } from './reencrypt-object-files.ts';
import {
  createStorageKeyFile,
  nextStorageKeyFileName,
  readStorageKeyFile,
  replaceStorageKeyFile,
  retiredStorageKeyFileName,
  storageKeyFileName,
  type StorageKeySettings,
} from './storage-key-files.ts';
import { createStorageKeyring, masterKeyFrom, type MasterKey } from './storage-keyring.ts';

export interface RotationResult extends ReencryptSummary {
  fromKeyId: string;
  toKeyId: string;
  /** Key file: where the old key was kept. Variable: undefined (the operator holds it). */
  retiredKeyFile: string | undefined;
}

export class RotationError extends Error {
  /** Refused before any file was touched (otherwise some files may be under the new key). */
  readonly hasChangedNothing: boolean;

  constructor(message: string, hasChangedNothing = true) {
    super(message);
    this.name = 'RotationError';
    this.hasChangedNothing = hasChangedNothing;
  }
}

export async function rotateStorageKey(
  settings: StorageKeySettings & { newKey: Buffer | undefined },
): Promise<RotationResult> {
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(settings.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RotationError(
        `The portal (pid ${error.pid}) is running on DATA_DIR ${settings.dataDir}. Stop it, then rotate.`,
      );
    }
    throw error;
  }
  try {
    return settings.key === undefined
      ? await rotateKeyFile(settings)
      : await rotateVariable({ ...settings, key: settings.key });
  } finally {
    lock.release();
  }
}

async function rotateVariable(
  settings: StorageKeySettings & { key: Buffer; newKey: Buffer | undefined },
): Promise<RotationResult> {
  if (settings.newKey === undefined) {
    throw new RotationError(
      'STORAGE_ENCRYPTION_KEY is set, so give the new key as STORAGE_ENCRYPTION_NEW_KEY (e.g. `openssl rand -base64 32`); this command does not make one up for a key it cannot keep',
    );
  }
  const current = masterKeyFrom(settings.key);
  const target = masterKeyFrom(settings.newKey);
  if (target.id === current.id) {
    throw new RotationError('STORAGE_ENCRYPTION_NEW_KEY is the same key as STORAGE_ENCRYPTION_KEY');
  }
  const summary = await reencryptAll(settings.dataDir, current, target, settings.previousKey);
  return { ...summary, fromKeyId: current.id, toKeyId: target.id, retiredKeyFile: undefined };
}

async function rotateKeyFile(
  settings: StorageKeySettings & { newKey: Buffer | undefined },
): Promise<RotationResult> {
  const keyFile = path.join(settings.dataDir, storageKeyFileName);
  const nextKeyFile = path.join(settings.dataDir, nextStorageKeyFileName);
  const currentKey = readStorageKeyFile(keyFile);
  if (currentKey === undefined) {
    throw new RotationError(
      `${keyFile} does not exist and STORAGE_ENCRYPTION_KEY is not set: there is no key to rotate yet (the portal creates the file on its first start)`,
    );
  }
  const current = masterKeyFrom(currentKey);
  if (settings.newKey !== undefined && masterKeyFrom(settings.newKey).id === current.id) {
    throw new RotationError(`STORAGE_ENCRYPTION_NEW_KEY is the key ${keyFile} already holds`);
  }
  const target = masterKeyFrom(nextKeyOf(nextKeyFile, settings.newKey));
  const summary = await reencryptAll(settings.dataDir, current, target, settings.previousKey);
  // Kept first, replaced second: a crash between the two leaves both files, and a run finishes.
  const retiredKeyFile = path.join(settings.dataDir, retiredStorageKeyFileName(current.id));
  replaceStorageKeyFile(retiredKeyFile, current.bytes);
  fs.renameSync(nextKeyFile, keyFile);
  syncDirectory(settings.dataDir);
  return { ...summary, fromKeyId: current.id, toKeyId: target.id, retiredKeyFile };
}

/**
 * The key a rotation cut short was going to (so it finishes to the same key), the one given, or a
 * new one; written to the next-key file before any object is touched.
 */
function nextKeyOf(nextKeyFile: string, given: Buffer | undefined): Buffer {
  const pending = readStorageKeyFile(nextKeyFile);
  if (pending !== undefined) {
    if (given !== undefined && masterKeyFrom(given).id !== masterKeyFrom(pending).id) {
      throw new RotationError(
        `${nextKeyFile} holds storage key ${masterKeyFrom(pending).id}, the target of a rotation that did not finish: run again without STORAGE_ENCRYPTION_NEW_KEY to finish it first`,
      );
    }
    return pending;
  }
  const key = given ?? randomBytes(dataKeyLength);
  createStorageKeyFile(nextKeyFile, key);
  const written = readStorageKeyFile(nextKeyFile);
  if (written === undefined) throw new Error(`${nextKeyFile} was not written`);
  return written;
}

async function reencryptAll(
  dataDir: string,
  current: MasterKey,
  target: MasterKey,
  previousKey: Buffer | undefined,
): Promise<ReencryptSummary> {
  const summary = await reencryptObjectFiles({
    directory: objectsDirectory(dataDir),
    keyring: createStorageKeyring(current, [previousKey]),
    target,
  });
  if (summary.unreadable.size > 0) {
    const left = [...summary.unreadable]
      .map(
        ([reason, count]) =>
          `${count} under ${reason === 'damaged header' ? 'a damaged header' : `storage key ${reason}`}`,
      )
      .join(', ');
    throw new RotationError(
      `${left} could not be re-wrapped (the others were: ${summary.rewrapped + summary.encrypted + summary.alreadyUnderTarget} files now use storage key ${target.id}). Set STORAGE_ENCRYPTION_PREVIOUS_KEY to the key they need and run again; the keys were not switched.`,
      false,
    );
  }
  return summary;
}

function syncDirectory(directory: string): void {
  const descriptor = fs.openSync(directory, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}
