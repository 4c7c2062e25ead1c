// The master keys the local driver wraps each object's data key with (decision 041). One is
// current (new objects, rotation's target); the others only open objects written under them: a
// previous key after a restore or a rotation cut short. A key is named by an id derived from it
// (HMAC-SHA256 of a fixed label, 8 bytes), so a header, a backup manifest or a log line can say
// which key it needs without holding any of it.
import { createHmac } from 'node:crypto';
import { dataKeyLength, keyIdLength } from './object-encryption-format.ts';

export interface MasterKey {
  /** 16 hex digits: safe to print, log and write into manifests. */
  id: string;
  idBytes: Buffer;
  bytes: Buffer;
}

export interface StorageKeyring {
  /** Wraps the data keys of new objects. */
  current: MasterKey;
  /** Every key objects may be opened with, the current one first. */
  readable: readonly MasterKey[];
}

export function masterKeyFrom(bytes: Buffer): MasterKey {
  if (bytes.length !== dataKeyLength) {
    throw new Error(`a storage key is ${dataKeyLength} bytes, not ${bytes.length}`);
  }
  const idBytes = createHmac('sha256', bytes)
    .update('studypath storage key id')
    .digest()
    .subarray(0, keyIdLength);
  return { id: idBytes.toString('hex'), idBytes: Buffer.from(idBytes), bytes: Buffer.from(bytes) };
}

/** A keyring writing with `current`; `others` only read (duplicates and absent ones dropped). */
export function createStorageKeyring(
  current: Buffer | MasterKey,
  others: readonly (Buffer | MasterKey | undefined)[] = [],
): StorageKeyring {
  const asKey = (key: Buffer | MasterKey) => (Buffer.isBuffer(key) ? masterKeyFrom(key) : key);
  const first = asKey(current);
  const readable = [first];
  for (const other of others) {
    if (other === undefined) continue;
    const key = asKey(other);
    if (!readable.some((known) => known.id === key.id)) readable.push(key);
  }
  return { current: first, readable };
}

export function findReadableKey(keyring: StorageKeyring, idBytes: Buffer): MasterKey | undefined {
  return keyring.readable.find((key) => key.idBytes.equals(idBytes));
}

/** "a1b2… (and c3d4…)": the ids a keyring holds, for messages. */
export function describeKeyIds(keys: readonly MasterKey[]): string {
  return keys.map((key) => key.id).join(', ') || 'none';
}
