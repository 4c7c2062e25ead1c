// Security headers by helmet. The CSP allows what the Vite-built SPA and the Swagger
// UI need and nothing else: own scripts only; inline styles because Mantine injects <style> tags
// and Swagger UI sets style attributes; data:/blob: images for icons and previews. When card
// payments go through Stripe (decision 024), and only then, Stripe.js and its Elements are let in:
// the script and its frames from js.stripe.com, 3-D Secure frames from hooks.stripe.com, its calls
// to api.stripe.com. The simulated provider's card form is our own page and needs none of them.
// With S3 storage the browser PUTs uploads straight to the bucket (presigned URLs), so its origin
// is in connect-src; with local storage the portal receives them and nothing is added.
// The headers are the same on every answer, so helmet runs once at start-up against a stand-in
// response and each request gets the finished set (running helmet per request re-serialised the
// policy every time: a few per cent of a cheap request's time, issue 14).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const stripeOrigins = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** What helmet sets for these options, as header name (lower case) → value. */
export async function computeSecurityHeaders(
  options: HelmetOptions,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  await new Promise<void>((resolve, reject) => {
    helmet(options)(
      {} as IncomingMessage,
      standIn as unknown as ServerResponse,
      (error?: unknown) =>
        error
          ? reject(error instanceof Error ? error : new Error('helmet failed', { cause: error }))
          : resolve(),
    );
  });
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  isHttps: boolean,
  options: HeaderOptions = {},
): Promise<void> {
  const headers = await computeSecurityHeaders(helmetOptions(isHttps, options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

interface HeaderOptions {
  allowsStripe?: boolean;
  /** Where the page may send direct uploads (the object storage's presigned URLs). */
  uploadOrigins?: readonly string[];
}

function helmetOptions(isHttps: boolean, options: HeaderOptions): HelmetOptions {
  const stripe = (origins: readonly string[]) => (options.allowsStripe ? origins : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...(options.uploadOrigins ?? []), ...stripe(stripeOrigins.connect)],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        ...(options.allowsStripe ? { frameSrc: ["'self'", ...stripeOrigins.frame] } : {}),
        scriptSrc: ["'self'", ...stripe(stripeOrigins.script)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        // Only over https: on plain-http development it would break every subresource.
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over http is ignored by browsers at best and sticky at worst (localhost).
    strictTransportSecurity: isHttps
      ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  };
}
