import type { ErrorResponse } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, shellScript } from '../../../test/document-factories.ts';
import {
  putToUploadUrl,
  registerUpload,
  requestUploadUrl,
  uploadDocument,
} from '../../../test/document-uploads.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createS3Storage } from '../../platform/storage/s3-storage.ts';

describe('student documents with S3 storage (s3rver on loopback)', () => {
  let s3: S3TestServer;
  let t: TestServer;
  let owner: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await startTestServer({ objectStorage: createS3Storage(s3.config) });
    const login = async () => {
      const created = await t.createUser();
      await insertStudyPath(t.deps, { userId: created.user.id, status: 'find_program' });
      const client = t.newClient();
      await client.login(created.user.email, created.password);
      return client;
    };
    owner = await login();
    other = await login();
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('uploads straight to the bucket with a presigned PUT and downloads through a presigned GET', async () => {
    const issued = await requestUploadUrl(owner);
    const uploadUrl = new URL(issued.body.uploadURL);
    expect(uploadUrl.origin).toBe(s3.config.endpoint);
    // The page may send it there: the bucket's origin is in connect-src (a browser refuses
    // the PUT otherwise; found by the fleet journey).
    const csp = issued.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${s3.config.endpoint}[;\\s]`));
    expect(uploadUrl.searchParams.get('X-Amz-Expires')).toBe('300');
    expect((await putToUploadUrl(owner, issued.body.uploadURL, pdfBytes)).status).toBe(200);

    const registered = await registerUpload(owner, {
      storageKey: issued.body.storageKey,
      fileName: 'Relevé.pdf',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.fileSize).toBe(pdfBytes.length);
    // Checked at its document key: a second PUT to the still-valid URL cannot replace it.
    expect((await putToUploadUrl(owner, issued.body.uploadURL, shellScript)).status).toBe(200);

    const download = await owner.get(registered.body.downloadUrl);
    expect(download.status).toBe(302);
    expect(download.headers.get('cache-control')).toBe('no-store');
    const location = new URL(download.headers.get('location') ?? '');
    expect(location.origin).toBe(s3.config.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Relev_.pdf"; filename*=UTF-8''Relev%C3%A9.pdf`,
    );
    expect(file.headers.get('content-type')).toBe('application/pdf');

    expect((await other.get(registered.body.downloadUrl)).status).toBe(404);
  });

  it('refuses content that is not allowed and removes it from the bucket', async () => {
    const refused = await uploadDocument<ErrorResponse>(owner, shellScript, {
      fileName: 'script.pdf',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "The file's content is not a PDF, DOC, DOCX, JPG or PNG file.",
    );
    const listed = await t.storage.list('documents/', { limit: 10 });
    expect(listed.objects).toHaveLength(1);
  });

  it("refuses another student's key", async () => {
    const issued = await requestUploadUrl(other);
    await putToUploadUrl(other, issued.body.uploadURL, pdfBytes);
    const foreign = await registerUpload(owner, { storageKey: issued.body.storageKey });
    expect(foreign.status).toBe(400);
  });
});
