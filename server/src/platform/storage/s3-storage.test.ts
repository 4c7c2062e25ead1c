import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { ObjectTooLargeError, readObjectHead, type ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A stream that sends `total` bytes in chunks of 64 KiB. */
function streamOf(total: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      this.push(Buffer.alloc(size, 7));
    },
  });
}

describe('S3 object storage (against s3rver on loopback)', () => {
  let s3: S3TestServer;
  let storage: ObjectStorage;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    storage = createS3Storage(s3.config);
  });
  afterAll(async () => {
    await s3.close();
  });

  it('stores a stream under its key and gives it back with its size', async () => {
    expect(
      await storage.put('documents/u1/a', Readable.from([Buffer.from('hello')]), {
        maxBytes: 10,
        contentType: 'application/pdf',
      }),
    ).toEqual({ size: 5 });
    expect(await storage.size('documents/u1/a')).toBe(5);
    const object = await storage.get('documents/u1/a');
    expect(object?.size).toBe(5);
    expect((await readAll(object!.body)).toString()).toBe('hello');
    expect(await readObjectHead(storage, 'documents/u1/a', 2)).toEqual(
      new Uint8Array(Buffer.from('he')),
    );
  });

  it('accepts exactly the cap and refuses the byte after it, in one part or several, leaving nothing', async () => {
    const small = 100 * 1024;
    await expect(
      storage.put('documents/u1/exact', streamOf(small), { maxBytes: small }),
    ).resolves.toEqual({ size: small });
    await expect(
      storage.put('documents/u1/over', streamOf(small + 1), { maxBytes: small }),
    ).rejects.toThrow(ObjectTooLargeError);
    expect(await storage.size('documents/u1/over')).toBeNull();

    // Past one 5 MB part the upload is multipart: refusing it must abort the parts as well.
    const large = 6 * 1024 * 1024;
    await expect(
      storage.put('documents/u1/large-over', streamOf(large + 1), { maxBytes: large }),
    ).rejects.toThrow(ObjectTooLargeError);
    expect(await storage.size('documents/u1/large-over')).toBeNull();
    await expect(
      storage.put('documents/u1/large', streamOf(large), { maxBytes: large }),
    ).resolves.toEqual({ size: large });
    expect(await storage.size('documents/u1/large')).toBe(large);
  });

  it('answers null for a missing object, deletes idempotently and refuses foreign keys', async () => {
    expect(await storage.get('documents/u1/missing')).toBeNull();
    expect(await storage.size('documents/u1/missing')).toBeNull();
    await storage.delete('documents/u1/a');
    await storage.delete('documents/u1/a');
    expect(await storage.get('documents/u1/a')).toBeNull();
    await expect(storage.get('../escape')).rejects.toThrow(/Not an object key/);
  });

  it('moves an object, and lists a prefix in key order page by page', async () => {
    await storage.put('uploads/u2/x', Readable.from([Buffer.from('x')]), { maxBytes: 5 });
    expect(await storage.move('uploads/u2/x', 'documents/u2/x')).toBe(true);
    expect(await storage.size('uploads/u2/x')).toBeNull();
    expect(await storage.size('documents/u2/x')).toBe(1);
    expect(await storage.move('uploads/u2/x', 'documents/u2/y')).toBe(false);

    const first = await storage.list('documents/', { limit: 2 });
    expect(first.objects.map((object) => object.key)).toEqual([
      'documents/u1/exact',
      'documents/u1/large',
    ]);
    expect(first.isTruncated).toBe(true);
    const rest = await storage.list('documents/', { startAfter: 'documents/u1/large', limit: 5 });
    expect(rest.objects.map((object) => object.key)).toEqual(['documents/u2/x']);
    expect(rest.isTruncated).toBe(false);
    expect(rest.objects[0]?.lastModified).toBeInstanceOf(Date);
  });

  it('gives presigned PUT and GET URLs that expire within minutes and download as attachments', async () => {
    const uploadUrl = await storage.createUploadUrl('uploads/u3/file', { expiresInSeconds: 300 });
    expect(new URL(uploadUrl ?? '').searchParams.get('X-Amz-Expires')).toBe('300');
    expect(storage.uploadOrigins).toContain(new URL(uploadUrl ?? '').origin);
    const put = await fetch(uploadUrl ?? '', {
      method: 'PUT',
      body: 'file body',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect(await storage.size('uploads/u3/file')).toBe(9);

    const downloadUrl = await storage.createDownloadUrl('uploads/u3/file', {
      expiresInSeconds: 120,
      fileName: 'Relevé "final".pdf',
      contentType: 'application/pdf',
    });
    expect(new URL(downloadUrl ?? '').searchParams.get('X-Amz-Expires')).toBe('120');
    const got = await fetch(downloadUrl ?? '');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Relev_ _final_.pdf"; filename*=UTF-8''Relev%C3%A9%20%22final%22.pdf`,
    );
    expect(await got.text()).toBe('file body');
    // (s3rver does not check presigned signatures, so a tampered URL cannot be tested here.)
  });
});

describe("S3 upload origins (what the page's connect-src must allow)", () => {
  // Presigning is computed locally: no server needed to see where the SDK points the browser.
  const base = { accessKeyId: 'key', secretAccessKey: 'secret', bucket: 'studypath-docs' };
  it.each([
    [
      'AWS, bucket as subdomain',
      {
        ...base,
        region: 'ca-central-1',
        endpoint: 'https://s3.ca-central-1.amazonaws.com',
        forcePathStyle: false,
      },
    ],
    [
      'an endpoint, bucket as subdomain',
      { ...base, region: 'auto', endpoint: 'https://objects.example.net', forcePathStyle: false },
    ],
    [
      'an endpoint, path style',
      { ...base, region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
    ],
  ])('names the origin of the presigned upload URL: %s', async (_name, config) => {
    const storage = createS3Storage(config);
    const url = await storage.createUploadUrl('uploads/u1/file', { expiresInSeconds: 60 });
    expect(storage.uploadOrigins).toContain(new URL(url ?? '').origin);
  });
});
