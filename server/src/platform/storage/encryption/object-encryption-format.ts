// The layout of an object the local driver keeps encrypted (decision 041). A fixed-length header,
// then the body in segments, each sealed on its own, so a reader checks a segment before releasing
// any of its bytes and never holds more than one segment:
//
//   magic (8) | version (1) | segment size (4, BE) | master key id (8) | nonce prefix (8)
//   | wrap nonce (12) | data key wrapped with the master key (32) | wrap tag (16)
//   then segments: AES-256-GCM(data key, nonce = prefix | segment number (4, BE),
//                              AAD = final flag) = ciphertext | tag (16)
//
// Every segment holds `segment size` bytes of plaintext but the last, which holds the rest (0 to
// `segment size`) and alone is sealed with the final flag: a file cut at a segment boundary ends on
// a segment sealed as not final, and bytes appended after the final one make it not the last, so
// both fail, as do swapped segments (their numbers are in the nonce). The header's first 29 bytes
// are the wrap's AAD, so changing any header byte fails the unwrap. Rotation rewrites only the key
// id and the wrap: the segments do not depend on either.
import { createCipheriv, createDecipheriv } from 'node:crypto';

/** "\x89SPOBJ\r\n": cannot begin a PDF, an image, an Office file or a zip, so never a legacy file. */
export const objectMagic = Buffer.from([0x89, 0x53, 0x50, 0x4f, 0x42, 0x4a, 0x0d, 0x0a]);
export const formatVersion = 1;
export const defaultSegmentSize = 64 * 1024;
export const tagLength = 16;
export const keyIdLength = 8;
export const dataKeyLength = 32;
export const noncePrefixLength = 8;
export const wrapNonceLength = 12;

const offsets = {
  version: 8,
  segmentSize: 9,
  keyId: 13,
  noncePrefix: 21,
  /** Everything before this offset is what the wrap authenticates. */
  wrapNonce: 29,
  wrappedKey: 41,
  wrapTag: 73,
} as const;
export const headerLength = offsets.wrapTag + tagLength;

/** Segment sizes a header may name: anything else is refused before a buffer is sized by it. */
const minimumSegmentSize = 1024;
const maximumSegmentSize = 16 * 1024 * 1024;

export interface ObjectHeader {
  segmentSize: number;
  keyId: Buffer;
  noncePrefix: Buffer;
  wrapNonce: Buffer;
  wrappedKey: Buffer;
  wrapTag: Buffer;
}

export class ObjectFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ObjectFormatError';
  }
}

/** Whether these first bytes of a file are an encrypted object's (else a legacy plaintext file). */
export function hasObjectMagic(head: Buffer): boolean {
  return (
    head.length >= objectMagic.length && head.subarray(0, objectMagic.length).equals(objectMagic)
  );
}

export function parseObjectHeader(head: Buffer): ObjectHeader {
  if (!hasObjectMagic(head)) throw new ObjectFormatError('not an encrypted object');
  if (head.length < headerLength) throw new ObjectFormatError('the header is cut short');
  const version = head.readUInt8(offsets.version);
  if (version !== formatVersion) {
    throw new ObjectFormatError(`format version ${version} is not one this portal reads`);
  }
  const segmentSize = head.readUInt32BE(offsets.segmentSize);
  if (segmentSize < minimumSegmentSize || segmentSize > maximumSegmentSize) {
    throw new ObjectFormatError(`segment size ${segmentSize} is out of bounds`);
  }
  const field = (from: number, to: number) => Buffer.from(head.subarray(from, to));
  return {
    segmentSize,
    keyId: field(offsets.keyId, offsets.noncePrefix),
    noncePrefix: field(offsets.noncePrefix, offsets.wrapNonce),
    wrapNonce: field(offsets.wrapNonce, offsets.wrappedKey),
    wrappedKey: field(offsets.wrappedKey, offsets.wrapTag),
    wrapTag: field(offsets.wrapTag, headerLength),
  };
}

/** The header's authenticated part: magic, version, segment size, key id, nonce prefix. */
function headerAad(header: Pick<ObjectHeader, 'segmentSize' | 'keyId' | 'noncePrefix'>): Buffer {
  const aad = Buffer.alloc(offsets.wrapNonce);
  objectMagic.copy(aad, 0);
  aad.writeUInt8(formatVersion, offsets.version);
  aad.writeUInt32BE(header.segmentSize, offsets.segmentSize);
  header.keyId.copy(aad, offsets.keyId);
  header.noncePrefix.copy(aad, offsets.noncePrefix);
  return aad;
}

/** A header holding `dataKey` wrapped with the master key (AES-256-GCM, a fresh wrap nonce). */
export function sealObjectHeader(options: {
  segmentSize: number;
  noncePrefix: Buffer;
  masterKey: { idBytes: Buffer; bytes: Buffer };
  dataKey: Buffer;
  wrapNonce: Buffer;
}): Buffer {
  const aad = headerAad({
    segmentSize: options.segmentSize,
    keyId: options.masterKey.idBytes,
    noncePrefix: options.noncePrefix,
  });
  const cipher = createCipheriv('aes-256-gcm', options.masterKey.bytes, options.wrapNonce);
  cipher.setAAD(aad);
  const wrapped = Buffer.concat([cipher.update(options.dataKey), cipher.final()]);
  return Buffer.concat([aad, options.wrapNonce, wrapped, cipher.getAuthTag()]);
}

/** The data key, or throws when the header was altered or `masterKey` is not the one it names. */
export function unwrapDataKey(header: ObjectHeader, masterKey: { bytes: Buffer }): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', masterKey.bytes, header.wrapNonce);
  decipher.setAAD(headerAad(header));
  decipher.setAuthTag(header.wrapTag);
  try {
    return Buffer.concat([decipher.update(header.wrappedKey), decipher.final()]);
  } catch {
    throw new ObjectFormatError('the header failed its integrity check');
  }
}

function segmentNonce(noncePrefix: Buffer, index: number): Buffer {
  if (index > 0xffffffff) throw new ObjectFormatError('too many segments');
  const nonce = Buffer.alloc(noncePrefixLength + 4);
  noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, noncePrefixLength);
  return nonce;
}

const finalFlag = Buffer.from([1]);
const notFinalFlag = Buffer.from([0]);

export function sealSegment(
  dataKey: Buffer,
  noncePrefix: Buffer,
  index: number,
  plaintext: Buffer,
  isFinal: boolean,
): Buffer {
  const cipher = createCipheriv('aes-256-gcm', dataKey, segmentNonce(noncePrefix, index));
  cipher.setAAD(isFinal ? finalFlag : notFinalFlag);
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** The segment's plaintext, released only once its tag has been checked. */
export function openSegment(
  dataKey: Buffer,
  noncePrefix: Buffer,
  index: number,
  sealed: Buffer,
  isFinal: boolean,
): Buffer {
  if (sealed.length < tagLength) throw new ObjectFormatError(`segment ${index} is cut short`);
  const decipher = createDecipheriv('aes-256-gcm', dataKey, segmentNonce(noncePrefix, index));
  decipher.setAAD(isFinal ? finalFlag : notFinalFlag);
  decipher.setAuthTag(sealed.subarray(sealed.length - tagLength));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - tagLength)),
      decipher.final(),
    ]);
  } catch {
    throw new ObjectFormatError(`segment ${index} failed its integrity check`);
  }
}

/** How many segments an encrypted file of `fileSize` bytes holds (at least one, the final). */
export function segmentCountOf(fileSize: number, segmentSize: number): number {
  const sealedBytes = fileSize - headerLength;
  if (sealedBytes < tagLength) throw new ObjectFormatError('the file is cut short');
  return Math.ceil(sealedBytes / (segmentSize + tagLength));
}

/** The plaintext size of an encrypted file: its length less the header and one tag a segment. */
export function plaintextSizeOf(fileSize: number, segmentSize: number): number {
  return fileSize - headerLength - segmentCountOf(fileSize, segmentSize) * tagLength;
}
