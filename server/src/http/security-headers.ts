// Security headers through @fastify/helmet. The CSP allows what the Vite-built SPA and the Swagger
// UI need and nothing else: own scripts only; inline styles because Mantine injects <style> tags
// and Swagger UI sets style attributes; data:/blob: images for icons and previews. When card
// payments go through Stripe (decision 024), and only then, Stripe.js and its Elements are let in:
// the script and its frames from js.stripe.com, 3-D Secure frames from hooks.stripe.com, its calls
// to api.stripe.com. The simulated provider's card form is our own page and needs none of them.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const stripeOrigins = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  isHttps: boolean,
  options: { allowsStripe?: boolean } = {},
): Promise<void> {
  const stripe = (origins: readonly string[]) => (options.allowsStripe ? origins : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...stripe(stripeOrigins.connect)],
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
  });
}
