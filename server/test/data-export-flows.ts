// The data export as a person uses it, for the data-export tests: ask, wait for the build (the
// process's own builder, woken by the request), download the zip as bytes. No test-framework
// imports.
import type { DataExport, DataExportState } from '@studypath/domain';
import type { TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export async function requestExport(client: TestClient): Promise<DataExport> {
  const response = await client.post<DataExport>('/api/privacy/exports', undefined, {
    withCsrf: true,
  });
  if (response.status !== 202) {
    throw new Error(`export request answered ${response.status}: ${response.text}`);
  }
  return response.body;
}

/** Polls GET /api/privacy/exports until the latest export is ready (or failed). */
export async function waitForExport(client: TestClient, timeoutMs = 20_000): Promise<DataExport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.get<DataExportState>('/api/privacy/exports');
    const latest = body.latest;
    if (latest && (latest.status === 'ready' || latest.status === 'failed')) return latest;
    if (Date.now() > deadline) throw new Error(`the export is still ${latest?.status ?? 'absent'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A GET with the client's cookies that keeps the body as bytes (a zip is not text). */
export async function downloadBytes(
  t: TestServer,
  client: TestClient,
  path: string,
): Promise<Download> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(new URL(path, t.baseUrl), {
    headers: { cookie, 'x-forwarded-for': client.ip },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
