// Object storage in an S3-compatible bucket (AWS S3, MinIO, ...), chosen when S3_BUCKET is set.
// Puts stream through the byte cap into a multipart upload of 5 MB parts sent one at a time, so a
// put holds at most one part in memory; an oversize or failed put aborts the upload and leaves no
// object. Browsers upload and download with presigned URLs that expire within minutes.
// Encryption at rest is the bucket's (decision 041): every put, copy and presigned upload asks for
// server-side encryption (SSE-KMS with S3_SSE_KMS_KEY_ID, else SSE-S3), and an object the bucket
// does not say it encrypted is never read.
import { PassThrough, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.ts';
import { ByteLimit } from './byte-limit.ts';
import { contentDispositionAttachment } from './content-disposition.ts';
import {
  assertObjectKey,
  isObjectKey,
  ObjectRefusedError,
  type ListedObject,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.ts';

const partSize = 5 * 1024 * 1024;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey'
  );
}

/**
 * Where the SDK's presigned URLs point: the endpoint itself with path-style addressing, else the
 * bucket as a subdomain of it (the S3 tests compare this with URLs the SDK signed).
 */
export function uploadOriginsOf(
  config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>,
): string[] {
  const endpoint = new URL(config.endpoint);
  if (config.forcePathStyle) return [endpoint.origin];
  return [`${endpoint.protocol}//${config.bucket}.${endpoint.host}`];
}

/** The encryption every write asks for, as the SDK's parameters. */
function serverSideEncryptionOf(config: Pick<S3Config, 'sseKmsKeyId'>): {
  ServerSideEncryption: ServerSideEncryption;
  SSEKMSKeyId?: string;
} {
  if (config.sseKmsKeyId)
    return { ServerSideEncryption: 'aws:kms', SSEKMSKeyId: config.sseKmsKeyId };
  return { ServerSideEncryption: 'AES256' };
}

/**
 * Signed into the presigned PUT's query rather than sent as headers: the browser PUTs with only
 * Content-Type (decision 021) and cannot drop them without breaking the signature. (The SDK keeps
 * SSE headers out of the query unless told: S3 once ignored them there; it honours them now.)
 */
const presignedEncryptionParameters = new Set([
  'x-amz-server-side-encryption',
  'x-amz-server-side-encryption-aws-kms-key-id',
]);

/** Refuses an object its store did not encrypt, whatever else it says (decision 041). */
function assertEncryptedAtRest(key: string, serverSideEncryption: string | undefined): void {
  if (!serverSideEncryption) {
    throw new ObjectRefusedError(
      key,
      'the bucket does not say it is encrypted at rest (no x-amz-server-side-encryption)',
    );
  }
}

export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const { bucket } = config;
  const encryption = serverSideEncryptionOf(config);

  async function size(key: string): Promise<number | null> {
    assertObjectKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      assertEncryptedAtRest(key, head.ServerSideEncryption);
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    uploadOrigins: uploadOriginsOf(config),
    async put(key, body, { maxBytes, contentType }) {
      assertObjectKey(key);
      const limit = new ByteLimit(maxBytes);
      const limited = new PassThrough();
      // Not pipeline(): an error must end the upload, not destroy the caller's source stream
      // (which may be the request itself); the caller drains what is left.
      body.pipe(limit).pipe(limited);
      let cause: Error | undefined;
      const stopReading = (error: Error) => {
        cause ??= error;
        body.unpipe(limit);
        body.resume();
        limited.destroy(error);
      };
      limit.once('error', stopReading);
      body.once('error', stopReading);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: limited,
          ...(contentType ? { ContentType: contentType } : {}),
          ...encryption,
        },
        partSize,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        stopReading(error as Error);
        // The upload's own error may be about aborting the parts; the reason is what ended it.
        throw cause ?? error;
      }
      return { size: limit.bytes };
    },

    async get(key): Promise<StoredObject | null> {
      assertObjectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = object.Body as Readable;
        if (!object.ServerSideEncryption) body.destroy(); // refused below: never read
        assertEncryptedAtRest(key, object.ServerSideEncryption);
        return { body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    size,

    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async move(from, to) {
      assertObjectKey(from);
      assertObjectKey(to);
      // S3 copies one version of the source whole: a PUT racing the move lands on `from` only.
      try {
        await client.send(
          // A copy is a new write: it is encrypted as asked here, not as its source was.
          new CopyObjectCommand({
            Bucket: bucket,
            Key: to,
            CopySource: `${bucket}/${from}`,
            ...encryption,
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
      return true;
    },

    async list(prefix, { startAfter, limit }) {
      // ListObjects (v1) with Marker: the same resumable walk as v2's StartAfter, and understood
      // by every S3-compatible store (s3rver's v2 fails on a truncated page).
      const listed = await client.send(
        new ListObjectsCommand({
          Bucket: bucket,
          Prefix: prefix,
          MaxKeys: limit,
          ...(startAfter ? { Marker: startAfter } : {}),
        }),
      );
      const objects: ListedObject[] = (listed.Contents ?? [])
        .filter((entry) => entry.Key !== undefined && isObjectKey(entry.Key))
        .map((entry) => ({
          key: entry.Key ?? '',
          lastModified: entry.LastModified ?? new Date(0),
        }));
      return { objects, isTruncated: listed.IsTruncated === true };
    },

    async createUploadUrl(key, { expiresInSeconds }) {
      assertObjectKey(key);
      return getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ...encryption }),
        { expiresIn: expiresInSeconds, hoistableHeaders: presignedEncryptionParameters },
      );
    },

    async createDownloadUrl(key, { expiresInSeconds, fileName, contentType }) {
      assertObjectKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: contentDispositionAttachment(fileName),
          ResponseContentType: contentType,
          ResponseCacheControl: 'no-store',
        }),
        { expiresIn: expiresInSeconds },
      );
    },
  };
}
