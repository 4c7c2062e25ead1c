import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat, utimes } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storedFileKindSync } from './encrypted-files.ts';
import {
  headerLength,
  ObjectFormatError,
  parseObjectHeader,
  sealObjectHeader,
  unwrapDataKey,
  wrapNonceLength,
} from './object-encryption-format.ts';
import { ObjectEncryptor } from './object-encryptor.ts';
import { objectFilesUnder } from './object-files.ts';
import { findReadableKey, type MasterKey, type StorageKeyring } from './storage-keyring.ts';

export interface ReencryptSummary {
  /** Files whose data key was re-wrapped: header rewritten, segments copied as they were. */
  rewrapped: number;
  /** Legacy plaintext files, now encrypted. */
  encrypted: number;
  /** Already under the target key (a run cut short did them). */
  alreadyUnderTarget: number;
  /** Files left as they were, by the id of the key they need ('damaged header' when unknown). */
  unreadable: Map<string, number>;
}

/**
 * Puts every object file under `directory` under `target`: re-wraps the data key of each file
 * under a key of `keyring`, encrypts each legacy plaintext file, and leaves any other file as it
 * is (counted). Each file is rewritten beside itself, synced, and renamed over the original, so a
 * crash leaves every file whole under one key or the other; a run after it resumes.
 */
export async function reencryptObjectFiles(options: {
  directory: string;
  keyring: StorageKeyring;
  target: MasterKey;
}): Promise<ReencryptSummary> {
  const summary: ReencryptSummary = {
    rewrapped: 0,
    encrypted: 0,
    alreadyUnderTarget: 0,
    unreadable: new Map(),
  };
  const leave = (reason: string) =>
    summary.unreadable.set(reason, (summary.unreadable.get(reason) ?? 0) + 1);
  for (const file of objectFilesUnder(options.directory)) {
    const kind = storedFileKindSync(file);
    if (!kind.isEncrypted) {
      await replaceFile(file, () => [createReadStream(file), new ObjectEncryptor(options.target)]);
      summary.encrypted += 1;
      continue;
    }
    if (kind.keyId === null) {
      leave('damaged header');
      continue;
    }
    if (kind.keyId === options.target.id) {
      summary.alreadyUnderTarget += 1;
      continue;
    }
    const isRewrapped = await rewrapFile(file, options.keyring, options.target);
    if (isRewrapped) summary.rewrapped += 1;
    else leave(kind.keyId);
  }
  return summary;
}

/** False when no key of `keyring` opens the file's header. */
async function rewrapFile(
  file: string,
  keyring: StorageKeyring,
  target: MasterKey,
): Promise<boolean> {
  const handle = await open(file, 'r');
  let newHeader: Buffer;
  try {
    const head = Buffer.alloc(headerLength);
    await handle.read(head, 0, headerLength, 0);
    const header = parseObjectHeader(head);
    const key = findReadableKey(keyring, header.keyId);
    if (!key) return false;
    const dataKey = unwrapDataKey(header, key);
    newHeader = sealObjectHeader({
      segmentSize: header.segmentSize,
      noncePrefix: header.noncePrefix,
      masterKey: target,
      dataKey,
      wrapNonce: randomBytes(wrapNonceLength),
    });
    dataKey.fill(0);
  } catch (error) {
    if (error instanceof ObjectFormatError) return false;
    throw error;
  } finally {
    await handle.close();
  }
  await replaceFile(file, () => [
    createReadStream(file, { start: headerLength }),
    async function* withNewHeader(segments: AsyncIterable<Buffer>) {
      yield newHeader;
      yield* segments;
    },
  ]);
  return true;
}

/**
 * Writes `file`'s new content to a temporary file beside it (the source and the transforms
 * `stages` gives), syncs it, keeps the original's modification time (the orphan sweep's age), and
 * renames it over the original.
 */
async function replaceFile(
  file: string,
  stages: () => [
    Readable,
    NodeJS.ReadWriteStream | ((source: AsyncIterable<Buffer>) => AsyncIterable<Buffer>),
  ],
): Promise<void> {
  const temporary = `${file}.${randomUUID()}.partial`;
  const { atimeMs, mtimeMs } = await stat(file);
  try {
    const [source, transform] = stages();
    await pipeline(source, transform, createWriteStream(temporary, { flags: 'wx' }));
    const written = await open(temporary, 'r');
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    await utimes(temporary, atimeMs / 1000, mtimeMs / 1000);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
