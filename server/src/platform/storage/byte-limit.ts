import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './object-storage.ts';

/** Passes bytes through and fails the pipeline on the first byte past `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new ObjectTooLargeError(this.maxBytes));
    done(null, chunk);
  }
}
