// Writes an export's zip into object storage while it is built (decision 040): yazl's output
// stream is the body of one storage put, the JSON parts go in deflated, and the stored files go in
// as they are (PDFs and images do not shrink), read from storage one at a time: the next file is
// opened only once the previous one has been read to its end. So memory holds the JSON parts and
// a few stream buffers, never a file or the zip. A missing file is listed, not fatal.
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { ExportPlan } from './export-contents.ts';

export interface ArchiveInput {
  key: string;
  plan: ExportPlan;
  /** The README, written last: it names missing-files.json when there is one. */
  renderReadme: (input: { hasMissingFiles: boolean }) => string;
  /** When the entries are dated. */
  at: Date;
  /** Called as bytes go in (done of total, in bytes); throwing stops the build. */
  onProgress: (done: number, total: number) => Promise<void>;
  /** Stops the build (the process is shutting down). */
  signal?: AbortSignal;
}

const jsonOf = (data: unknown) => Buffer.from(`${JSON.stringify(data, null, 2)}\n`);

/** Counts the bytes that pass, for the progress. */
function counting(body: Readable, onBytes: (count: number) => void): Transform {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      onBytes(chunk.length);
      callback(null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

export async function writeExportArchive(
  storage: ObjectStorage,
  input: ArchiveInput,
): Promise<{ sizeBytes: number }> {
  const zip = new ZipFile();
  const options = { mtime: input.at };
  const parts = input.plan.parts.map((part) => ({ path: part.path, buffer: jsonOf(part.data) }));
  const total =
    parts.reduce((sum, part) => sum + part.buffer.length, 0) +
    input.plan.files.reduce((sum, file) => sum + file.sizeBytes, 0);
  // The zip's own headers, a few hundred bytes an entry, and deflate's worst case on the JSON.
  const maxBytes = total + (input.plan.files.length + parts.length + 2) * 2048 + 1024 * 1024;
  let done = 0;

  // Whatever ends the build early (the storage put failing, a zip error, a stop) rejects this,
  // so no wait below can outlive it.
  let stop: (error: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  stopped.catch(() => undefined);
  zip.on('error', (error: unknown) => stop(error));
  const onAbort = () => stop(input.signal?.reason ?? new Error('the build was stopped'));
  input.signal?.addEventListener('abort', onAbort, { once: true });
  // yazl's output is a PassThrough; its types say only NodeJS.ReadableStream.
  const output = zip.outputStream as unknown as Readable;
  const upload = storage.put(input.key, output, {
    maxBytes,
    contentType: 'application/zip',
  });
  upload.catch((error: unknown) => stop(error));

  let reading: Readable | undefined;
  try {
    if (input.signal?.aborted) onAbort();
    for (const part of parts) {
      zip.addBuffer(part.buffer, part.path, options);
      done += part.buffer.length;
    }
    await Promise.race([input.onProgress(done, total), stopped]);
    const missing: string[] = [];
    for (const file of input.plan.files) {
      const object = await Promise.race([storage.get(file.key), stopped]);
      if (!object) {
        missing.push(file.path);
        done += file.sizeBytes;
        continue;
      }
      reading = object.body;
      const counted = counting(object.body, (count) => {
        done += count;
      });
      zip.addReadStream(counted, file.path, { ...options, compress: false, size: object.size });
      await Promise.race([finished(counted), stopped]);
      reading = undefined;
      await Promise.race([input.onProgress(done, total), stopped]);
    }
    if (missing.length > 0) zip.addBuffer(jsonOf(missing), 'missing-files.json', options);
    const readme = input.renderReadme({ hasMissingFiles: missing.length > 0 });
    zip.addBuffer(Buffer.from(readme), 'README.txt', options);
    zip.end();
    const { size } = await Promise.race([upload, stopped]);
    return { sizeBytes: size };
  } catch (error) {
    reading?.destroy();
    // The put ends with the stream: it leaves nothing behind (decision 021's drivers).
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    await upload.catch(() => undefined);
    throw error;
  } finally {
    input.signal?.removeEventListener('abort', onAbort);
  }
}
