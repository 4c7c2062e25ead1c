// On-the-fly compression of answers (decision 016): brotli or gzip, above 1 KB. The built web app
// is compressed at build time instead and served as .br/.gz siblings by static-web.ts; the plugin
// leaves an answer alone once it has a Content-Encoding. What it compresses: the types below plus
// every type mime-db marks compressible (so also a small web file sent as it is). text/event-stream
// is in neither list, so Server-Sent Events reach the browser event by event.
// Must be registered before the routes: it attaches itself to each route as it is added.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers below this many bytes go out as they are: compressing them saves next to nothing. */
export const compressionThreshold = 1024;

/** Brotli's quality for answers (see below); the shared answers compress with it too. */
export const brotliQuality = 2;

const compressibleType = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:plain|csv))(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return compressibleType.test(contentType);
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThreshold,
    customTypes: isCompressibleType,
    // Quality 2: measured on our JSON answers (2 KB to 120 KB), as small as quality 4 or smaller
    // at a third of the time (a 12 KB list: 39 µs against 130 µs; 118 KB: 0.34 against 1.0 ms),
    // and smaller than gzip -6 in half its time; the default 11 takes milliseconds (issue 14).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    // Request bodies stay as they are: our client never compresses them, and inflating them here
    // would only add a way to make the server do work.
    globalDecompression: false,
  });
}
