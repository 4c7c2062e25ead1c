// The student's three upload calls as the web client makes them (part 2 §7): ask for an upload
// URL (CSRF token like any change), PUT the raw file to it (no token: a storage target), register
// it. Also a multipart body exactly as a browser's FormData sends it, for the admin upload.
import type { StudentDocument, UploadUrlResponse } from '@studypath/domain';
import { readdir } from 'node:fs/promises';
import type { TestClient, TestResponse } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export async function requestUploadUrl(
  client: TestClient,
): Promise<TestResponse<UploadUrlResponse>> {
  return client.request<UploadUrlResponse>('POST', '/api/objects/upload', { withCsrf: true });
}

/** PUTs bytes to an upload URL: the portal's own (relative) or a storage server's (absolute). */
export async function putToUploadUrl(
  client: TestClient,
  uploadURL: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType = 'application/pdf',
): Promise<TestResponse> {
  if (/^https?:/.test(uploadURL)) {
    const response = await fetch(uploadURL, {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentType },
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text, text, setCookies: [] };
  }
  return client.request('PUT', uploadURL, {
    rawBody: bytes,
    headers: { 'content-type': contentType },
  });
}

export function registerUpload<Body = StudentDocument>(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<TestResponse<Body>> {
  return client.request<Body>('POST', '/api/documents', {
    json: {
      fileName: 'transcript.pdf',
      category: 'transcript',
      mimeType: 'application/pdf',
      fileSize: 1,
      ...body,
    },
    withCsrf: true,
  });
}

/** All three steps; answers the registration. */
export async function uploadDocument<Body = StudentDocument>(
  client: TestClient,
  bytes: Uint8Array<ArrayBuffer>,
  options: {
    fileName?: string;
    category?: string;
    mimeType?: string;
    checklistItemId?: string;
  } = {},
): Promise<TestResponse<Body>> {
  const issued = await requestUploadUrl(client);
  if (issued.status !== 200) throw new Error(`upload URL: ${issued.status} ${issued.text}`);
  const put = await putToUploadUrl(client, issued.body.uploadURL, bytes, options.mimeType);
  if (put.status >= 300) throw new Error(`PUT: ${put.status} ${put.text}`);
  return registerUpload<Body>(client, {
    storageKey: issued.body.storageKey,
    fileSize: bytes.length,
    ...(options.fileName ? { fileName: options.fileName } : {}),
    ...(options.category ? { category: options.category } : {}),
    ...(options.mimeType ? { mimeType: options.mimeType } : {}),
    ...(options.checklistItemId ? { checklistItemId: options.checklistItemId } : {}),
  });
}

/** The keys of the files in the server's local-disk storage, sorted. */
export async function storedKeys(t: Pick<TestServer, 'storageDir'>): Promise<string[]> {
  return (await readdir(t.storageDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(t.storageDir.length + 1)}/${entry.name}`)
    .sort();
}

export interface FormPart {
  name: string;
  value: string | { bytes: Uint8Array<ArrayBuffer>; filename: string; type: string };
}

export async function multipartBody(
  parts: FormPart[],
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else {
      const blob = new Blob([part.value.bytes], { type: part.value.type });
      form.append(part.name, blob, part.value.filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
