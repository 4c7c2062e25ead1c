// s3rver stores objects as they come and drops x-amz-server-side-encryption, so against it the S3
// driver would refuse every object it reads (decision 041). This middleware plays the bucket's
// part: the encryption a PUT or a multipart upload asks for (header or presigned query parameter)
// is kept in the object's own metadata, so it lasts across restarts and follows copies as their
// source's (S3 would apply the copy's own, which the driver always asks to be the same), and GET
// and HEAD answer it back as S3 does. Nothing is encrypted on s3rver's disk: what this checks is
// that the driver asks for encryption on every write and refuses an object stored without it.
import type { IncomingMessage } from 'node:http';
import type S3rver from 's3rver';

const algorithmHeader = 'x-amz-server-side-encryption';
const kmsKeyHeader = 'x-amz-server-side-encryption-aws-kms-key-id';
const keptAlgorithm = 'x-amz-meta-emulated-server-side-encryption';
const keptKmsKey = 'x-amz-meta-emulated-server-side-encryption-kms-key-id';

/** The part of Koa's context this uses (s3rver is a Koa application; its types do not say so). */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  req: IncomingMessage;
  response: { get: (name: string) => string };
  set: (name: string, value: string) => void;
  remove: (name: string) => void;
}
type KoaMiddleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

function requested(context: KoaContext, name: string): string | undefined {
  const header = context.req.headers[name];
  if (typeof header === 'string') return header;
  const parameter = context.query[name];
  return typeof parameter === 'string' ? parameter : undefined;
}

/** Whether the request creates an object from its own body (a PUT or a multipart upload's start). */
function isObjectWrite(context: KoaContext): boolean {
  const hasKey = context.path.split('/').filter(Boolean).length >= 2;
  if (!hasKey) return false;
  if (context.method === 'POST') return 'uploads' in context.query;
  return (
    context.method === 'PUT' &&
    !('uploadId' in context.query) &&
    !('tagging' in context.query) &&
    !('acl' in context.query) &&
    context.req.headers['x-amz-copy-source'] === undefined
  );
}

const emulateServerSideEncryption: KoaMiddleware = async (context, next) => {
  if (isObjectWrite(context)) {
    // Only what the request asked for: a client cannot claim encryption through the metadata.
    delete context.req.headers[keptAlgorithm];
    delete context.req.headers[keptKmsKey];
    const algorithm = requested(context, algorithmHeader);
    const kmsKey = requested(context, kmsKeyHeader);
    if (algorithm) context.req.headers[keptAlgorithm] = algorithm;
    if (algorithm && kmsKey) context.req.headers[keptKmsKey] = kmsKey;
  }
  await next();
  if (context.method !== 'GET' && context.method !== 'HEAD') return;
  const algorithm = context.response.get(keptAlgorithm);
  const kmsKey = context.response.get(keptKmsKey);
  context.remove(keptAlgorithm);
  context.remove(keptKmsKey);
  if (algorithm) context.set(algorithmHeader, algorithm);
  if (kmsKey) context.set(kmsKeyHeader, kmsKey);
};

/** Call before `run()`: Koa composes its middleware when the server starts listening. */
export function emulateS3Encryption(server: S3rver): void {
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(
    emulateServerSideEncryption,
  );
}
