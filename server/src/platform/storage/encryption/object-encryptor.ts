import { randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  dataKeyLength,
  defaultSegmentSize,
  noncePrefixLength,
  sealObjectHeader,
  sealSegment,
  wrapNonceLength,
} from './object-encryption-format.ts';
import type { MasterKey } from './storage-keyring.ts';

/**
 * Turns a plaintext stream into an encrypted object (object-encryption-format.ts) under a fresh
 * data key. A full segment is held back until more bytes arrive, because only the end of the
 * stream tells whether it is the final one; so at most one segment and one chunk are in memory.
 */
export class ObjectEncryptor extends Transform {
  private readonly dataKey = randomBytes(dataKeyLength);
  private readonly noncePrefix = randomBytes(noncePrefixLength);
  private readonly segmentSize: number;
  private readonly header: Buffer;
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private segmentIndex = 0;
  private hasSentHeader = false;

  constructor(masterKey: MasterKey, segmentSize = defaultSegmentSize) {
    super();
    this.segmentSize = segmentSize;
    this.header = sealObjectHeader({
      segmentSize,
      noncePrefix: this.noncePrefix,
      masterKey,
      dataKey: this.dataKey,
      wrapNonce: randomBytes(wrapNonceLength),
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sendHeaderOnce();
    this.pending.push(chunk);
    this.pendingLength += chunk.length;
    // Strictly more than a segment: the last full one may turn out to be the final one.
    if (this.pendingLength <= this.segmentSize) return done();
    const bytes = Buffer.concat(this.pending, this.pendingLength);
    let offset = 0;
    while (bytes.length - offset > this.segmentSize) {
      this.pushSegment(bytes.subarray(offset, offset + this.segmentSize), false);
      offset += this.segmentSize;
    }
    this.pending = [bytes.subarray(offset)];
    this.pendingLength = bytes.length - offset;
    done();
  }

  override _flush(done: TransformCallback): void {
    this.sendHeaderOnce();
    this.pushSegment(Buffer.concat(this.pending, this.pendingLength), true);
    this.pending = [];
    this.pendingLength = 0;
    this.dataKey.fill(0);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.dataKey.fill(0);
    done(error);
  }

  private sendHeaderOnce(): void {
    if (this.hasSentHeader) return;
    this.hasSentHeader = true;
    this.push(this.header);
  }

  private pushSegment(plaintext: Buffer, isFinal: boolean): void {
    this.push(sealSegment(this.dataKey, this.noncePrefix, this.segmentIndex, plaintext, isFinal));
    this.segmentIndex += 1;
  }
}
