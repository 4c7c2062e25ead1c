// How a route sends an answer every consultant shares (decision 044). What is kept is the JSON its
// own serializer made (or the database wrote, decision 045), its ETag, and each encoding once a
// browser asked for it: the response schema's check, the serializing, the hash and the
// compression of a large list run once per change, not once per request. An encoded answer
// carries its Content-Encoding, so the compression plugin leaves it alone; the tag is of the
// JSON, whatever the encoding (as for any answer).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonText } from '../db/json-text.ts';
import type { SharedAnswers } from '../events/shared-answers.ts';
import { brotliQuality, compressionThreshold } from './compression.ts';
import { contentTag, ifNoneMatchHolds } from './conditional-get.ts';

type Encoding = 'br' | 'gzip';

interface SharedBody {
  json: string;
  tag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The encoding the browser ranks highest of br and gzip (`*` stands for any it does not name), br
 * on a tie; null when it takes neither. `q=0` refuses (RFC 9110 §12.5.3).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const value = quality === undefined ? 1 : Number(quality.slice(2));
    if (name !== '') qualities.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: Encoding) => qualities.get(encoding) ?? qualities.get('*') ?? 0;
  const br = qualityOf('br');
  const gzip = qualityOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function encode(body: SharedBody, encoding: Encoding): Promise<Buffer> {
  let encoded = body.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? compressBrotli(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
        : compressGzip(body.json);
    body.encoded.set(encoding, encoded);
  }
  return encoded;
}

export async function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: SharedAnswers,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await answers.get(key, async (): Promise<SharedBody> => {
    const answer = await compute();
    // The route's serializer (zod, then JSON.stringify) makes text.
    const json = answer instanceof JsonText ? answer.text : reply.serialize(answer);
    if (typeof json !== 'string') throw new Error('a shared answer must be JSON text');
    return { json, tag: contentTag(json), encoded: new Map() };
  });
  reply.header('etag', body.tag);
  if (ifNoneMatchHolds(request.headers['if-none-match'], body.tag)) return reply.code(304).send();
  // The conditional-get hook would hash the answer again: it takes the kept tag instead.
  request.versionTag = body.tag;
  reply.type('application/json; charset=utf-8');
  // As the compression plugin: small answers, and callers that send x-no-compression, go plain.
  const encoding =
    body.json.length >= compressionThreshold && request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding === null) return reply.send(body.json);
  const encoded = await encode(body, encoding);
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
}
