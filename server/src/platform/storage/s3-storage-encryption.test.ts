// Encryption at rest with S3 is the bucket's (decision 041): the driver asks for it on every write
// and refuses to read an object the bucket does not say it encrypted. s3rver stores bytes as they
// come; the test server answers back the encryption each write asked for (s3rver-encryption.ts),
// so what is checked here is the asking and the refusing, not the cipher.
import { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { ObjectRefusedError, type ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** 6 MB in 64 KiB chunks: more than one 5 MB part, so a multipart upload. */
function largeStream(): Readable {
  let sent = 0;
  const total = 6 * 1024 * 1024;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      sent += 64 * 1024;
      this.push(Buffer.alloc(64 * 1024, 1));
    },
  });
}

describe('S3 storage encryption at rest (against s3rver on loopback)', () => {
  let s3: S3TestServer;
  let client: S3Client;
  let storage: ObjectStorage;
  let kmsStorage: ObjectStorage;
  const head = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));

  beforeAll(async () => {
    s3 = await startS3TestServer();
    client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.config.accessKeyId,
        secretAccessKey: s3.config.secretAccessKey,
      },
    });
    storage = createS3Storage(s3.config);
    kmsStorage = createS3Storage({ ...s3.config, sseKmsKeyId: 'alias/studypath-documents' });
  });
  afterAll(async () => {
    client.destroy();
    await s3.close();
  });

  it('asks for SSE-S3 on every put, multipart upload and move', async () => {
    await storage.put('documents/e1/small', Readable.from([Buffer.from('hello')]), {
      maxBytes: 10,
    });
    expect((await head('documents/e1/small')).ServerSideEncryption).toBe('AES256');

    await storage.put('documents/e1/large', largeStream(), { maxBytes: 7 * 1024 * 1024 });
    expect((await head('documents/e1/large')).ServerSideEncryption).toBe('AES256');

    await storage.put('uploads/e1/moved', Readable.from([Buffer.from('x')]), { maxBytes: 10 });
    expect(await storage.move('uploads/e1/moved', 'documents/e1/moved')).toBe(true);
    expect((await head('documents/e1/moved')).ServerSideEncryption).toBe('AES256');
  });

  it('asks for SSE-KMS with the configured key when S3_SSE_KMS_KEY_ID is set', async () => {
    await kmsStorage.put('documents/e2/small', Readable.from([Buffer.from('hello')]), {
      maxBytes: 10,
    });
    const stored = await head('documents/e2/small');
    expect(stored.ServerSideEncryption).toBe('aws:kms');
    expect(stored.SSEKMSKeyId).toBe('alias/studypath-documents');
    expect(await kmsStorage.size('documents/e2/small')).toBe(5);
  });

  it('signs the encryption into every presigned upload URL, so the browser sends only the body', async () => {
    const url = new URL(
      (await storage.createUploadUrl('uploads/e3/file', { expiresInSeconds: 60 }))!,
    );
    expect(url.searchParams.get('x-amz-server-side-encryption')).toBe('AES256');
    // In the signed query, not a header the browser would have to add.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    const put = await fetch(url, {
      method: 'PUT',
      body: 'file body',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect((await head('uploads/e3/file')).ServerSideEncryption).toBe('AES256');
    expect(await storage.size('uploads/e3/file')).toBe(9);

    const kmsUrl = new URL(
      (await kmsStorage.createUploadUrl('uploads/e3/kms', { expiresInSeconds: 60 }))!,
    );
    expect(kmsUrl.searchParams.get('x-amz-server-side-encryption')).toBe('aws:kms');
    expect(kmsUrl.searchParams.get('x-amz-server-side-encryption-aws-kms-key-id')).toBe(
      'alias/studypath-documents',
    );
  });

  it('refuses to read an object the bucket did not encrypt, by get and by size', async () => {
    await client.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'documents/e4/plain', Body: 'plain' }),
    );
    await expect(storage.get('documents/e4/plain')).rejects.toThrow(ObjectRefusedError);
    await expect(storage.size('documents/e4/plain')).rejects.toThrow(/not say it is encrypted/);
    expect(await storage.get('documents/e4/missing')).toBeNull();
  });

  it('refuses what arrives through an upload URL stripped of its encryption parameter', async () => {
    const url = new URL(
      (await storage.createUploadUrl('uploads/e5/file', { expiresInSeconds: 60 }))!,
    );
    url.searchParams.delete('x-amz-server-side-encryption');
    // AWS refuses this PUT (the parameter is signed); s3rver checks no presigned signature, so the
    // object lands, and the portal's read check is what stops it.
    expect((await fetch(url, { method: 'PUT', body: 'sneaked in' })).status).toBe(200);
    await expect(storage.get('uploads/e5/file')).rejects.toThrow(ObjectRefusedError);
  });
});
