import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ObjectRefusedError } from '../object-storage.ts';
import {
  headerLength,
  ObjectFormatError,
  type ObjectHeader,
  openSegment,
  segmentCountOf,
  tagLength,
} from './object-encryption-format.ts';

/**
 * The plaintext of an encrypted file, one segment at a time: each segment is read whole, checked
 * and only then pushed, so no byte of an altered segment ever reaches the reader. The segment
 * count comes from the file's size when it was opened (a rename replacing the file does not change
 * what an open handle reads), and the last segment is opened as the final one: a cut or lengthened
 * file fails there. The handle is closed when the stream ends or is destroyed.
 */
export class DecryptingFileStream extends Readable {
  private readonly key: string;
  private readonly handle: FileHandle;
  private readonly header: ObjectHeader;
  private readonly dataKey: Buffer;
  private readonly fileSize: number;
  private readonly segmentCount: number;
  private nextSegment = 0;
  private isReading = false;

  constructor(options: {
    /** The object's key, named in the error when a segment fails. */
    key: string;
    handle: FileHandle;
    header: ObjectHeader;
    dataKey: Buffer;
    fileSize: number;
  }) {
    super();
    this.key = options.key;
    this.handle = options.handle;
    this.header = options.header;
    this.dataKey = options.dataKey;
    this.fileSize = options.fileSize;
    this.segmentCount = segmentCountOf(options.fileSize, options.header.segmentSize);
  }

  override _read(): void {
    if (this.isReading) return;
    if (this.nextSegment === this.segmentCount) {
      this.push(null);
      return;
    }
    this.isReading = true;
    this.readSegment(this.nextSegment).then(
      (plaintext) => {
        this.isReading = false;
        this.nextSegment += 1;
        // An empty final segment (an empty object) has nothing to push; end on the next read.
        if (plaintext.length === 0) this._read();
        else this.push(plaintext);
      },
      (error: unknown) => {
        this.destroy(
          error instanceof ObjectFormatError
            ? new ObjectRefusedError(this.key, error.message)
            : (error as Error),
        );
      },
    );
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.dataKey.fill(0);
    this.handle.close().then(
      () => done(error),
      (closeError: unknown) => done(error ?? (closeError as Error)),
    );
  }

  private async readSegment(index: number): Promise<Buffer> {
    const sealedSize = this.header.segmentSize + tagLength;
    const position = headerLength + index * sealedSize;
    const length = Math.min(sealedSize, this.fileSize - position);
    const sealed = Buffer.alloc(length);
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await this.handle.read(
        sealed,
        filled,
        length - filled,
        position + filled,
      );
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const isFinal = index === this.segmentCount - 1;
    return openSegment(
      this.dataKey,
      this.header.noncePrefix,
      index,
      sealed.subarray(0, filled),
      isFinal,
    );
  }
}
