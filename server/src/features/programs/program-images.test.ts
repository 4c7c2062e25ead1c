import { readdir } from 'node:fs/promises';
import type { ErrorResponse } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestResponse } from '../../../test/http-client.ts';
import { multipartBody, type FormPart } from '../../../test/document-uploads.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file, which is all the content check reads. */
const jpegHead = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const script = Buffer.from('#!/bin/sh\necho "not an image"\n');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Decimal megabytes, like the documents' limits (issue 23). */
const fiveMegabytes = 5_000_000;

const imageParts = (bytes: Uint8Array, filename = 'campus.png', type = 'image/png'): FormPart[] => [
  { name: 'category', value: 'program_image' },
  { name: 'file', value: { bytes: new Uint8Array(bytes), filename, type } },
];

async function upload<Body = { imageUrl: string }>(
  client: TestClient,
  parts: FormPart[],
): Promise<TestResponse<Body>> {
  const { body, contentType } = await multipartBody(parts);
  return client.request<Body>('POST', '/api/admin/programs/upload-image', {
    rawBody: body,
    headers: { 'content-type': contentType },
    withCsrf: true,
  });
}

describe('program images', () => {
  let t: TestServer;
  let admin: TestClient;
  let student: TestClient;
  beforeAll(async () => {
    t = await startTestServer();
    const createdAdmin = await t.createUser({ role: 'admin' });
    admin = t.newClient();
    await admin.login(createdAdmin.user.email, createdAdmin.password);
    const createdStudent = await t.createUser();
    student = t.newClient();
    await student.login(createdStudent.user.email, createdStudent.password);
  });
  afterAll(() => t.close());

  const storedFiles = async () =>
    (await readdir(t.storageDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  it('keeps a PNG uploaded by an admin and serves it to signed-in users only', async () => {
    const uploaded = await upload(admin, imageParts(png));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.imageUrl).toMatch(/^\/api\/program-images\/[0-9a-f-]{36}\.png$/);

    const served = await student.get(uploaded.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-length')).toBe(String(png.length));
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');

    const anonymous = await t.newClient().get<ErrorResponse>(uploaded.body.imageUrl);
    expect(anonymous.status).toBe(401);
  });

  it('names a JPEG by what it is, whatever the file is called', async () => {
    const uploaded = await upload(admin, imageParts(jpegHead, 'photo.png', 'image/png'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.imageUrl).toMatch(/\.jpg$/);
    const served = await admin.get(uploaded.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a file that is not a JPG or PNG by its content, storing nothing', async () => {
    const before = await storedFiles();
    for (const [bytes, filename] of [
      [script, 'script.png'],
      [svg, 'logo.svg'],
      [Buffer.alloc(0), 'empty.png'],
    ] as const) {
      const refused = await upload<ErrorResponse>(admin, imageParts(bytes, filename));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Only JPG and PNG images can be uploaded.');
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts 5 MB (5,000,000 bytes) and refuses one byte more with 413, leaving no file', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(fiveMegabytes - png.length)]);
    expect((await upload(admin, imageParts(exact))).status).toBe(201);

    const before = await storedFiles();
    const over = Buffer.concat([png, Buffer.alloc(fiveMegabytes + 1 - png.length)]);
    const refused = await upload<ErrorResponse>(admin, imageParts(over));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      error: 'payload_too_large',
      code: 'program_image.too_large',
      message: 'The image is larger than 5 MB. Choose a smaller one.',
      params: { maxMegabytes: 5 },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a request without a file, with another category, or not multipart', async () => {
    const noFile = await upload<ErrorResponse>(admin, [
      { name: 'category', value: 'program_image' },
    ]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Choose an image file to upload.');

    const otherField = await upload<ErrorResponse>(admin, [
      {
        name: 'picture',
        value: { bytes: new Uint8Array(png), filename: 'a.png', type: 'image/png' },
      },
    ]);
    expect(otherField.status).toBe(400);

    const wrongCategory = await upload<ErrorResponse>(admin, [
      { name: 'category', value: 'passport' },
      { name: 'file', value: { bytes: new Uint8Array(png), filename: 'a.png', type: 'image/png' } },
    ]);
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.message).toBe("The upload category must be 'program_image'.");

    const json = await admin.request<ErrorResponse>('POST', '/api/admin/programs/upload-image', {
      json: { file: 'campus.png' },
      withCsrf: true,
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the image as multipart/form-data with a file field.');
  });

  it('lets only admins upload, and only with a CSRF token', async () => {
    expect((await upload(student, imageParts(png))).status).toBe(403);
    expect((await upload(t.newClient(), imageParts(png))).status).toBe(401);

    const { body, contentType } = await multipartBody(imageParts(png));
    const withoutToken = await admin.request<ErrorResponse>(
      'POST',
      '/api/admin/programs/upload-image',
      { rawBody: body, headers: { 'content-type': contentType } },
    );
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.error).toBe('csrf_invalid');
  });

  it('answers 404 for names it never issued', async () => {
    for (const name of [
      '00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fsession-secret',
      'campus.png',
      '00000000-0000-4000-8000-000000000000.svg',
    ]) {
      const response = await student.get<ErrorResponse>(`/api/program-images/${name}`);
      expect(response.status).toBe(404);
    }
  });
});
