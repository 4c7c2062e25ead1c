import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { rawGet } from '../../../test/raw-get.ts';

const padding = '<!-- padding -->'.repeat(100);
/** The landing page as the build prerenders it, and the empty shell every other route gets. */
const indexHtml = `<!doctype html><div id="root"><h1>Prerendered landing</h1></div>${padding}`;
const frenchIndexHtml = `<!doctype html><html lang="fr-CA"><div id="root"><h1>Page d'accueil</h1></div>${padding}`;
const appShellHtml = `<!doctype html><div id="root"></div><!-- StudyPath SPA shell -->${padding}`;
const appScript = `console.log("app");${'\n// padding'.repeat(200)}`;

/** What the build does (scripts/compress-web-dist.ts): .br and .gz siblings beside the file. */
async function writeWithCompressedSiblings(file: string, content: string): Promise<void> {
  await fs.writeFile(file, content);
  await fs.writeFile(`${file}.br`, brotliCompressSync(content));
  await fs.writeFile(`${file}.gz`, gzipSync(content));
}

describe('serving the built web app', () => {
  let t: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studypath-web-'));
    await fs.mkdir(path.join(webDistDir, 'assets'));
    await writeWithCompressedSiblings(path.join(webDistDir, 'index.html'), indexHtml);
    await writeWithCompressedSiblings(path.join(webDistDir, 'app.html'), appShellHtml);
    await fs.mkdir(path.join(webDistDir, 'fr'));
    await writeWithCompressedSiblings(path.join(webDistDir, 'fr', 'index.html'), frenchIndexHtml);
    await writeWithCompressedSiblings(
      path.join(webDistDir, 'assets', 'index-abc123.js'),
      appScript,
    );
    await fs.writeFile(path.join(webDistDir, 'favicon.svg'), '<svg/>');
    t = await startTestServer({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });

  it('serves the prerendered index.html at / and revalidates it on every visit', async () => {
    const response = await t.http.get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Prerendered landing');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with the empty app shell and 200, so the SPA can route them', async () => {
    for (const route of ['/login', '/dashboard', '/admin/users', '/anything/deep?x=1']) {
      const response = await t.http.get(route);
      expect(response.status, route).toBe(200);
      expect(response.text, route).toContain('StudyPath SPA shell');
      expect(response.text, route).not.toContain('Prerendered landing');
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
      code: 'route.api_not_found',
      message: 'No API route for GET /api/nope',
      params: { method: 'GET', path: '/api/nope' },
    });
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const response = await t.http.get('/dashboard');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  describe('precompressed at build time', () => {
    it('sends the brotli sibling of a hashed asset to a browser that accepts it', async () => {
      const response = await rawGet(t.baseUrl, '/assets/index-abc123.js', {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.body).toString('utf8')).toBe(appScript);
    });

    it('sends the gzip sibling when the browser accepts only gzip', async () => {
      const response = await rawGet(t.baseUrl, '/assets/index-abc123.js', {
        'accept-encoding': 'gzip',
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.body).toString('utf8')).toBe(appScript);
    });

    it('sends the file itself without Accept-Encoding, still varying on it', async () => {
      const response = await rawGet(t.baseUrl, '/assets/index-abc123.js');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.toString('utf8')).toBe(appScript);
    });

    it('sends the HTML pages compressed and revalidated, at / and as the SPA fallback', async () => {
      const pages = { '/': indexHtml, '/index.html': indexHtml, '/dashboard': appShellHtml };
      for (const [route, html] of Object.entries({ ...pages, '/admin/users?x=1': appShellHtml })) {
        const response = await rawGet(t.baseUrl, route, { 'accept-encoding': 'br, gzip' });
        expect(response.status, route).toBe(200);
        expect(response.headers['content-encoding'], route).toBe('br');
        expect(response.headers['content-type'], route).toMatch(/^text\/html/);
        expect(response.headers.vary, route).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control'], route).toBe('no-cache');
        expect(brotliDecompressSync(response.body).toString('utf8'), route).toBe(html);
      }
    });
  });

  describe('the landing page in each language (issue 27)', () => {
    it('serves the French landing page at /fr with the hreflang links', async () => {
      const response = await rawGet(t.baseUrl, '/fr');
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain("Page d'accueil");
      expect(response.headers['cache-control']).toBe('no-cache');
      const link = String(response.headers.link);
      expect(link).toContain('/fr>; rel="alternate"; hreflang="fr-CA"');
      expect(link).toContain('/>; rel="alternate"; hreflang="en-US"');
      expect(link).toContain('/>; rel="alternate"; hreflang="x-default"');
      expect(link).toMatch(/^<http:\/\//); // absolute, as hreflang links must be
    });

    it('serves English at / to a browser that asks for English or nothing', async () => {
      const asked: Record<string, string>[] = [
        {},
        { 'accept-language': 'en-CA,en;q=0.9,fr;q=0.5' },
      ];
      for (const headers of asked) {
        const response = await rawGet(t.baseUrl, '/', headers);
        expect(response.status).toBe(200);
        expect(response.body.toString()).toContain('Prerendered landing');
        expect(String(response.headers.link)).toContain('hreflang="fr-CA"');
        expect(String(response.headers.vary)).toMatch(/Accept-Language/);
      }
    });

    it('sends a browser that prefers French from / to /fr, keeping the query', async () => {
      const response = await rawGet(t.baseUrl, '/?ref=mail', {
        'accept-language': 'fr-CA,fr;q=0.9',
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/fr?ref=mail');
    });

    it('follows the choice in the cookie over the browser', async () => {
      const english = await rawGet(t.baseUrl, '/', {
        'accept-language': 'fr-CA',
        cookie: 'studypath_lang=en',
      });
      expect(english.status).toBe(200);
      const french = await rawGet(t.baseUrl, '/', { cookie: 'studypath_lang=fr' });
      expect(french.status).toBe(302);
      expect(french.headers.location).toBe('/fr');
      // /fr is French whatever the cookie: an address that names a language is kept.
      const kept = await rawGet(t.baseUrl, '/fr', { cookie: 'studypath_lang=en' });
      expect(kept.status).toBe(200);
    });

    it('sends /fr compressed like the other pages', async () => {
      const response = await rawGet(t.baseUrl, '/fr', { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(frenchIndexHtml);
    });
  });
});
