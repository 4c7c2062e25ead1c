// Where the local driver's master key comes from (decision 041): STORAGE_ENCRYPTION_KEY, or else a
// key generated once into DATA_DIR/storage-encryption.key (mode 0600). The file holds the key in
// base64 on one line, like the variable, so either can be copied into the other. A rotation cut
// short leaves its target in storage-encryption.next.key, which is read too, so no file is
// unreadable meanwhile. A key is never written to a log: messages name keys by their ids.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { objectsDirectory } from '../local-disk-storage.ts';
import { dataKeyLength } from './object-encryption-format.ts';
import { findUnknownKeyId } from './object-files.ts';
import {
  createStorageKeyring,
  masterKeyFrom,
  type MasterKey,
  type StorageKeyring,
} from './storage-keyring.ts';

export const storageKeyFileName = 'storage-encryption.key';
export const nextStorageKeyFileName = 'storage-encryption.next.key';

export function retiredStorageKeyFileName(keyId: string): string {
  return `storage-encryption.retired-${keyId}.key`;
}

export interface StorageKeySettings {
  dataDir: string;
  /** STORAGE_ENCRYPTION_KEY. */
  key: Buffer | undefined;
  /** STORAGE_ENCRYPTION_PREVIOUS_KEY. */
  previousKey: Buffer | undefined;
}

export interface LoadedStorageKeys {
  keyring: StorageKeyring;
  /** Where the current key comes from: the variable's name or the key file's path. */
  source: string;
  /** For the log, naming keys by id only. */
  warnings: string[];
}

/** The key a key file holds, or undefined when there is no such file. */
export function readStorageKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(text) || key.length !== dataKeyLength) {
    throw new Error(
      `${file} does not hold a storage key (32 bytes in base64 on one line); restore it from where you keep a copy`,
    );
  }
  return key;
}

/**
 * Writes `key` to `file` (mode 0600) unless the file exists; answers whether it wrote. The key is
 * written and synced to a private temporary file first, then hard-linked into place: link() fails
 * if the file exists, so two processes starting together agree on one key, and nobody ever reads a
 * half-written one.
 */
export function createStorageKeyFile(file: string, key: Buffer): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeSynced(temporary, `${key.toString('base64')}\n`);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Writes `file` (mode 0600) in place of what is there, never leaving it half written. */
export function replaceStorageKeyFile(file: string, key: Buffer): void {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeSynced(temporary, `${key.toString('base64')}\n`);
  fs.renameSync(temporary, file);
}

function writeSynced(file: string, text: string): void {
  const descriptor = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeSync(descriptor, text);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

/**
 * The keys a portal started with these settings would read with, without creating any: what a
 * restore checks the backup's files against.
 */
export function storageKeysAtHand(settings: StorageKeySettings): MasterKey[] {
  const keys =
    settings.key === undefined
      ? [
          readStorageKeyFile(path.join(settings.dataDir, storageKeyFileName)),
          readStorageKeyFile(path.join(settings.dataDir, nextStorageKeyFileName)),
          settings.previousKey,
        ]
      : [settings.key, settings.previousKey];
  const found: MasterKey[] = [];
  for (const key of keys) {
    if (key === undefined) continue;
    const masterKey = masterKeyFrom(key);
    if (!found.some((known) => known.id === masterKey.id)) found.push(masterKey);
  }
  return found;
}

/**
 * The keyring the local driver runs with (start-up; synchronous, like the rest of it). Without
 * STORAGE_ENCRYPTION_KEY and without a key file, a key is generated into DATA_DIR, unless files
 * already stored are encrypted under a key not at hand: a new key would not open them, and the
 * one that does must be brought back instead.
 */
export function loadOrCreateStorageKeys(settings: StorageKeySettings): LoadedStorageKeys {
  const keyFile = path.join(settings.dataDir, storageKeyFileName);
  const nextKeyFile = path.join(settings.dataDir, nextStorageKeyFileName);
  const warnings: string[] = [];
  if (settings.key !== undefined) {
    const keyring = createStorageKeyring(settings.key, [settings.previousKey]);
    const fileKey = readStorageKeyFile(keyFile);
    const fileKeyId = fileKey === undefined ? undefined : masterKeyFrom(fileKey).id;
    if (fileKeyId !== undefined && !keyring.readable.some((key) => key.id === fileKeyId)) {
      warnings.push(
        `${keyFile} holds storage key ${fileKeyId}, which is not used because STORAGE_ENCRYPTION_KEY (storage key ${keyring.current.id}) is set: files encrypted under it cannot be read until STORAGE_ENCRYPTION_PREVIOUS_KEY holds it`,
      );
    }
    return { keyring, source: 'STORAGE_ENCRYPTION_KEY', warnings };
  }

  const nextKey = readStorageKeyFile(nextKeyFile);
  let currentKey = readStorageKeyFile(keyFile);
  if (currentKey === undefined) {
    const known = [nextKey, settings.previousKey]
      .filter((key) => key !== undefined)
      .map((key) => masterKeyFrom(key).id);
    const unknownId = findUnknownKeyId(objectsDirectory(settings.dataDir), (id) =>
      known.includes(id),
    );
    if (unknownId !== undefined) {
      throw new Error(
        `${objectsDirectory(settings.dataDir)} holds files encrypted under storage key ${unknownId}, but ${keyFile} is missing and STORAGE_ENCRYPTION_KEY is not set. Put the key with id ${unknownId} back into ${keyFile} (or set STORAGE_ENCRYPTION_KEY to it); a new key would not open those files.`,
      );
    }
    const generated = randomBytes(dataKeyLength);
    if (createStorageKeyFile(keyFile, generated)) {
      warnings.push(
        `Generated storage key ${masterKeyFrom(generated).id} into ${keyFile} (mode 0600): the files in ${objectsDirectory(settings.dataDir)} cannot be read without it. Back it up with the data, kept apart from the backups themselves (npm run backup does not copy it), or set STORAGE_ENCRYPTION_KEY from a secret store instead (decision 041).`,
      );
    }
    currentKey = readStorageKeyFile(keyFile);
    if (currentKey === undefined) throw new Error(`${keyFile} vanished while it was created`);
  }
  if ((fs.statSync(keyFile).mode & 0o077) !== 0) {
    warnings.push(`${keyFile} can be read by other users than its owner: chmod 600 it`);
  }
  const keyring = createStorageKeyring(currentKey, [nextKey, settings.previousKey]);
  if (nextKey !== undefined) {
    warnings.push(
      `${nextKeyFile} exists: a storage key rotation to storage key ${masterKeyFrom(nextKey).id} did not finish. Files under either key are read; run npm run rotate-storage-key again (with the portal stopped) to finish it.`,
    );
  }
  return { keyring, source: keyFile, warnings };
}
