import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorageKeyring } from './encryption/storage-keyring.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { ObjectTooLargeError, readObjectHead, type ObjectStorage } from './object-storage.ts';
import { peekStream } from './peek-stream.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A stream that sends `total` bytes of `fill` in chunks of 64 KiB. */
function streamOf(total: number, fill = 7): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      this.push(Buffer.alloc(size, fill));
    },
  });
}

const keyring = createStorageKeyring(randomBytes(32));

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('local-disk object storage', () => {
  let directory: string;
  let storage: ObjectStorage;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    storage = createLocalDiskStorage({ directory, keyring });
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a stream under its key and gives it back with its size', async () => {
    const put = await storage.put('program-images/abc.png', Readable.from([Buffer.from('hello')]), {
      maxBytes: 10,
    });
    expect(put.size).toBe(5);
    expect(await storage.size('program-images/abc.png')).toBe(5);
    const object = await storage.get('program-images/abc.png');
    expect(object?.size).toBe(5);
    expect((await readAll(object!.body)).toString()).toBe('hello');
    expect(await readObjectHead(storage, 'program-images/abc.png', 2)).toEqual(
      new Uint8Array(Buffer.from('he')),
    );
  });

  it('accepts exactly the cap and refuses the byte after it, leaving no file behind', async () => {
    const cap = 300 * 1024;
    await expect(storage.put('docs/exact', streamOf(cap), { maxBytes: cap })).resolves.toEqual({
      size: cap,
    });
    await expect(storage.put('docs/over', streamOf(cap + 1), { maxBytes: cap })).rejects.toThrow(
      ObjectTooLargeError,
    );
    expect(await storage.get('docs/over')).toBeNull();
    expect(await filesUnder(directory)).toEqual(['exact']);
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    expect(await storage.get('docs/missing')).toBeNull();
    expect(await storage.size('docs/missing')).toBeNull();
    expect(await readObjectHead(storage, 'docs/missing', 10)).toBeNull();
    await storage.put('docs/gone', Readable.from([Buffer.from('x')]), { maxBytes: 5 });
    await storage.delete('docs/gone');
    await storage.delete('docs/gone');
    expect(await storage.get('docs/gone')).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape', 'docs/../../etc/passwd', '/abs/path', 'docs\\x', 'docs/', '']) {
      await expect(
        storage.put(key, Readable.from([Buffer.from('x')]), { maxBytes: 5 }),
      ).rejects.toThrow(/Not an object key/);
      await expect(storage.get(key)).rejects.toThrow(/Not an object key/);
    }
  });
});

describe('peekStream', () => {
  it('reads the head and still gives the whole content', async () => {
    const { head, body } = await peekStream(streamOf(200 * 1024, 3), 100);
    expect(head.length).toBe(100);
    expect((await readAll(body)).length).toBe(200 * 1024);
  });

  it('gives a short stream whole as its head', async () => {
    const { head, body } = await peekStream(
      Readable.from([Buffer.from('ab'), Buffer.from('c')]),
      10,
    );
    expect(head.toString()).toBe('abc');
    expect((await readAll(body)).toString()).toBe('abc');
  });
});

describe('local-disk object storage: moving, listing and signed URLs', () => {
  let directory: string;
  let storage: ObjectStorage;
  const put = (key: string) =>
    storage.put(key, Readable.from([Buffer.from(key)]), { maxBytes: 100 });
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    storage = createLocalDiskStorage({ directory, keyring });
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('moves an object to another key in one step and answers false when there is none', async () => {
    await put('uploads/u1/a');
    expect(await storage.move('uploads/u1/a', 'documents/u1/a')).toBe(true);
    expect(await storage.size('uploads/u1/a')).toBeNull();
    expect(await storage.size('documents/u1/a')).toBe('uploads/u1/a'.length);
    expect(await storage.move('uploads/u1/a', 'documents/u1/b')).toBe(false);
  });

  it('lists a prefix in key order, page by page, skipping what lies outside it', async () => {
    for (const key of ['documents/b/2', 'documents/a/1', 'documents/b/1', 'documents/a-z/9']) {
      await put(key);
    }
    await put('uploads/a/1');
    const first = await storage.list('documents/', { limit: 2 });
    expect(first.objects.map((object) => object.key)).toEqual(['documents/a-z/9', 'documents/a/1']);
    expect(first.isTruncated).toBe(true);
    expect(first.objects[0]?.lastModified).toBeInstanceOf(Date);
    const rest = await storage.list('documents/', { startAfter: 'documents/a/1', limit: 2 });
    expect(rest.objects.map((object) => object.key)).toEqual(['documents/b/1', 'documents/b/2']);
    expect(rest.isTruncated).toBe(false);
    expect((await storage.list('missing/', { limit: 5 })).objects).toEqual([]);
  });

  it('has no signed URLs: the portal serves uploads and downloads itself', async () => {
    expect(await storage.createUploadUrl('uploads/u/a', { expiresInSeconds: 60 })).toBeNull();
    expect(
      await storage.createDownloadUrl('documents/u/a', {
        expiresInSeconds: 60,
        fileName: 'a.pdf',
        contentType: 'application/pdf',
      }),
    ).toBeNull();
  });
});
