import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { compressionThreshold, isCompressibleType } from './compression.ts';
import { rawGet } from '../../../test/raw-get.ts';

describe('compressing API answers on the fly', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  // The OpenAPI document is a JSON answer well above the threshold.
  const largeJsonPath = '/api/openapi.json';

  it('sends a large JSON answer in brotli when the browser accepts it, still not cacheable', async () => {
    const identity = await rawGet(t.baseUrl, largeJsonPath);
    expect(identity.body.length).toBeGreaterThan(compressionThreshold);

    const response = await rawGet(t.baseUrl, largeJsonPath, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.length).toBeLessThan(identity.body.length);
    expect(brotliDecompressSync(response.body).equals(identity.body)).toBe(true);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await rawGet(t.baseUrl, largeJsonPath, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).toHaveProperty('openapi');
  });

  it('sends the answer as it is without Accept-Encoding, and never in zstd or deflate', async () => {
    const none = await rawGet(t.baseUrl, largeJsonPath);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString('utf8'))).toHaveProperty('openapi');

    const other = await rawGet(t.baseUrl, largeJsonPath, { 'accept-encoding': 'zstd, deflate' });
    expect(other.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a JSON answer below the threshold uncompressed', async () => {
    const response = await rawGet(t.baseUrl, '/livez', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThan(compressionThreshold);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('adds JSON and plain text to the compressible types, never event streams', () => {
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/problem+json')).toBe(true);
    expect(isCompressibleType('text/plain; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/event-stream')).toBe(false);
    expect(isCompressibleType('image/png')).toBe(false);
  });
});
