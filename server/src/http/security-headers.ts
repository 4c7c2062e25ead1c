// Security headers through @fastify/helmet. The CSP allows what the Vite-built SPA and the Swagger
// UI need and nothing else: own scripts only; inline styles because Mantine injects <style> tags
// and Swagger UI sets style attributes; data:/blob: images for icons and previews.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  isHttps: boolean,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
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
  });
}
