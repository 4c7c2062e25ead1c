import { Readable } from 'node:stream';

/**
 * Reads the first `length` bytes of a stream (fewer if it ends sooner) and gives back a stream of
 * the whole content, those bytes included: the content can be judged by its head before a single
 * byte is stored, without holding the rest in memory.
 */
export async function peekStream(
  source: Readable,
  length: number,
): Promise<{ head: Buffer; body: Readable }> {
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let isDone = false;
  while (size < length) {
    const next = await iterator.next();
    if (next.done === true) {
      isDone = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    if (isDone) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done === true) return;
      yield next.value;
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  // Destroying the replay (a failed store) must stop the source too.
  body.once('close', () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head: head.subarray(0, length), body };
}
