import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

describe('serving the built web app', () => {
  let t: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studypath-web-'));
    await fs.mkdir(path.join(webDistDir, 'assets'));
    await fs.writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><div id="root">StudyPath SPA</div>',
    );
    await fs.writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await fs.writeFile(path.join(webDistDir, 'favicon.svg'), '<svg/>');
    t = await startTestServer({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it on every visit', async () => {
    const response = await t.http.get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('StudyPath SPA');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html and 200, so the SPA can route them', async () => {
    for (const route of ['/dashboard', '/admin/users', '/anything/deep?x=1']) {
      const response = await t.http.get(route);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toContain('StudyPath SPA');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await t.http.get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const response = await t.http.get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the HTML page', async () => {
    const response = await t.http.get('/assets/index-gone.js');
    expect(response.status).toBe(404);
  });

  it('still answers unknown API routes with the JSON 404', async () => {
    const response = await t.http.get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: 'not_found',
      message: 'No API route for GET /api/nope',
    });
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const response = await t.http.get('/dashboard');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
