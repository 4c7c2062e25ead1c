// Helmet's headers are computed once at start-up and set on every answer (issue 14): the set must
// be what helmet itself sets, HSTS only over https, Stripe's origins only when Stripe is on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on every answer: probes, API answers and errors alike', async () => {
    for (const path of ['/livez', '/api/csrf-token', '/api/auth/me', '/api/no-such-thing']) {
      const response = await t.http.get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('stripe');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});
