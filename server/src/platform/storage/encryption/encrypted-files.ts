// Reading the local driver's files, encrypted or not. A file without the format's magic is a
// legacy one, stored before encryption existed (decision 041): it is served as it is until
// `npm run rotate-storage-key` encrypts it.
import fs from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { ObjectRefusedError, type StoredObject } from '../object-storage.ts';
import { DecryptingFileStream } from './decrypting-file-stream.ts';
import {
  hasObjectMagic,
  headerLength,
  ObjectFormatError,
  parseObjectHeader,
  plaintextSizeOf,
  unwrapDataKey,
} from './object-encryption-format.ts';
import { describeKeyIds, findReadableKey, type StorageKeyring } from './storage-keyring.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function readHead(handle: FileHandle): Promise<Buffer> {
  const head = Buffer.alloc(headerLength);
  let filled = 0;
  while (filled < headerLength) {
    const { bytesRead } = await handle.read(head, filled, headerLength - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return head.subarray(0, filled);
}

/** An open handle on the file and its size, or null when there is no file there. */
async function openIfPresent(
  file: string,
): Promise<{ handle: FileHandle; fileSize: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const stats = await handle.stat();
  if (stats.isFile()) return { handle, fileSize: stats.size };
  await handle.close();
  return null;
}

/**
 * The object in `file` as its plaintext stream and size, or null when there is none. The header
 * is checked here, before anyone answers with the object: a wrong or missing key, or an altered
 * header, is refused now; an altered segment fails the stream when it is reached.
 */
export async function openStoredFile(
  file: string,
  key: string,
  keyring: StorageKeyring,
): Promise<StoredObject | null> {
  const opened = await openIfPresent(file);
  if (opened === null) return null;
  const { handle, fileSize } = opened;
  try {
    const head = await readHead(handle);
    if (!hasObjectMagic(head)) {
      return { body: handle.createReadStream({ start: 0 }), size: fileSize };
    }
    const header = parseObjectHeader(head);
    const masterKey = findReadableKey(keyring, header.keyId);
    if (!masterKey) {
      throw new ObjectRefusedError(
        key,
        `it is encrypted under storage key ${header.keyId.toString('hex')}, and this process holds only ${describeKeyIds(keyring.readable)} (decision 041)`,
      );
    }
    const dataKey = unwrapDataKey(header, masterKey);
    const size = plaintextSizeOf(fileSize, header.segmentSize);
    return { body: new DecryptingFileStream({ key, handle, header, dataKey, fileSize }), size };
  } catch (error) {
    await handle.close();
    if (error instanceof ObjectFormatError) throw new ObjectRefusedError(key, error.message);
    throw error;
  }
}

/** The plaintext size of the object in `file` (from its length and layout), or null. */
export async function storedFileSize(file: string, key: string): Promise<number | null> {
  const opened = await openIfPresent(file);
  if (opened === null) return null;
  const { handle, fileSize } = opened;
  try {
    const head = await readHead(handle);
    if (!hasObjectMagic(head)) return fileSize;
    return plaintextSizeOf(fileSize, parseObjectHeader(head).segmentSize);
  } catch (error) {
    if (error instanceof ObjectFormatError) throw new ObjectRefusedError(key, error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

/** keyId null: the file begins like an encrypted object but its header cannot be parsed. */
export type StoredFileKind = { isEncrypted: false } | { isEncrypted: true; keyId: string | null };

/**
 * Whether a file is encrypted and under which key, from its first bytes alone: what backups
 * record, what a restore checks and what start-up looks for before creating a key.
 */
export function storedFileKindSync(file: string): StoredFileKind {
  const descriptor = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(headerLength);
    const read = fs.readSync(descriptor, head, 0, headerLength, 0);
    if (!hasObjectMagic(head.subarray(0, read))) return { isEncrypted: false };
    try {
      const header = parseObjectHeader(head.subarray(0, read));
      return { isEncrypted: true, keyId: header.keyId.toString('hex') };
    } catch (error) {
      if (error instanceof ObjectFormatError) return { isEncrypted: true, keyId: null };
      throw error;
    }
  } finally {
    fs.closeSync(descriptor);
  }
}
