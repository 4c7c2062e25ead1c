import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { mockXhr } from '../test/xhr-mock.ts';
import { clearCsrfToken } from './api-client.ts';
import { isSameOrigin, putFileWithProgress } from './upload-with-progress.ts';

const file = new Blob(['%PDF-1.7']);

function withCsrf() {
  clearCsrfToken();
  mockFetch({ 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) });
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('putFileWithProgress', () => {
  it('tells the portal its CSRF token but never another origin', () => {
    expect(isSameOrigin('/api/objects/upload/k?signature=x')).toBe(true);
    expect(isSameOrigin(`${window.location.origin}/api/objects/k`)).toBe(true);
    expect(isSameOrigin('//bucket.example.com/k')).toBe(false);
    expect(isSameOrigin('https://bucket.example.com/k')).toBe(false);
  });

  it('reports whole percentages and resolves on a 2xx answer', async () => {
    withCsrf();
    const sent = mockXhr();
    const seen: number[] = [];
    const done = putFileWithProgress({
      url: '/api/objects/upload/k',
      file,
      contentType: 'application/pdf',
      onProgress: (percent) => seen.push(percent),
    });
    await until(() => sent.length === 1);
    expect(sent[0]?.headers).toEqual({
      'Content-Type': 'application/pdf',
      'X-CSRF-Token': 'token',
    });
    sent[0]?.progress(1, 3);
    sent[0]?.progress(3, 3);
    sent[0]?.respond(200);
    await done;
    expect(seen).toEqual([33, 100, 100]);
  });

  it('sends no token to a presigned storage URL and rejects like the api client', async () => {
    withCsrf();
    const sent = mockXhr();
    const done = putFileWithProgress({
      url: 'https://bucket.example.com/k?X-Amz-Signature=x',
      file,
      contentType: 'image/png',
    });
    await until(() => sent.length === 1);
    expect(sent[0]?.headers).toEqual({ 'Content-Type': 'image/png' });
    sent[0]?.respond(403, 'SignatureDoesNotMatch');
    await expect(done).rejects.toMatchObject({ status: 403, message: 'SignatureDoesNotMatch' });
    expect(sent).toHaveLength(1);
  });

  it('does not send the file again when the portal refuses it (the address works once)', async () => {
    withCsrf();
    const sent = mockXhr();
    const done = putFileWithProgress({
      url: '/api/objects/upload?token=t',
      file,
      contentType: 'image/png',
    });
    await until(() => sent.length === 1);
    sent[0]?.respond(403, '{"error":"forbidden","message":"This upload link is not valid."}');
    await expect(done).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'This upload link is not valid.',
    });
    expect(sent).toHaveLength(1);
  });
});
