// Serves the built web app (web/dist) from the same origin as the API, so cookies stay first-party
// and no CORS is needed. `/` is index.html, the landing page prerendered at build time
// (scripts/ssr/prerender-web.ts). Client-side routes (/login, /dashboard, /admin/users, ...) are not
// files: any other non-API GET gets app.html, the same page with an empty root, and the SPA
// decides (it shows 'Page not found' itself).
// The build writes .br and .gz siblings of the text files (scripts/compress-web-dist.ts): each
// file, the fallback included, goes out in the best one the browser accepts (decision 016).
// The landing page exists in each language at its own address (issue 27): / is English and sends
// a visitor whose cookie or Accept-Language asks for another language to /fr; both carry the
// hreflang links (as a Link header: they must be absolute, and the build does not know the origin).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import {
  defaultLanguage,
  landingPath,
  languageCookieName,
  languages,
  languageSettings,
  pickLanguage,
  type Language,
} from '@studypath/domain/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './error-handler.ts';
import { declareScopeAccess } from './route-access.ts';

/** Where `npm run build -w web` puts the app, relative to this file. */
export const defaultWebDistDir = path.resolve(import.meta.dirname, '../../../../web/dist');

/** The page without prerendered content, for every client-side route. */
export const appShellFile = 'app.html';

/** The build's code for the server itself (web/src/ssr/server-render.tsx's build). */
const serverOnlyDir = 'server';

const immutableAssetCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'no-cache';

export function hasBuiltWebApp(webDistDir: string): boolean {
  return ['index.html', appShellFile].every((file) => fs.existsSync(path.join(webDistDir, file)));
}

/** Registers the static files and returns the fallback the not-found handler should consult. */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDir: string,
  appUrl: string,
): Promise<NotFoundFallback> {
  // Twice: here only for reply.sendFile (the fallback below), and in a scope that serves the
  // files, so that the routes it adds get their access declaration: the same for everyone,
  // public, and no session lookup.
  await app.register(fastifyStatic, { ...staticOptions(webDistDir), serve: false });
  await app.register(async (scope) => {
    declareScopeAccess(scope, { access: 'public', isSessionless: true });
    await scope.register(fastifyStatic, {
      ...staticOptions(webDistDir),
      decorateReply: false,
      // What the server renders pages with (dashboard-first-data.ts), not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith(`/${serverOnlyDir}/`),
    });
  });

  registerLandingPages(app, appUrl);

  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing /assets file is a stale or broken build: answering HTML there would only produce
    // a confusing MIME-type error in the browser. An unknown /api path gets the JSON 404.
    if (!isPageRequest || isApiPath(pathname) || pathname.startsWith('/assets/')) return false;
    void sendAppShell(reply);
    return true;
  };
}

/** app.html, the page of every client-rendered route (registerStaticWeb must have run). */
export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('cache-control', revalidateCache).sendFile(appShellFile);
}

/** The landing page's file in `language`: the build's dist/index.html and dist/<lang>/index.html. */
function landingFile(language: Language): string {
  const address = landingPath(language);
  return address === '/' ? 'index.html' : `${address.slice(1)}/index.html`;
}

/**
 * / and /<lang>: each language's landing page with the hreflang links to all of them, and / sends
 * a visitor who chose another language (cookie) or whose browser asks for one (Accept-Language)
 * to that language's address. Sessionless: a signed-in user's choice is in the cookie too (the
 * web app writes it when it applies their saved language).
 */
function registerLandingPages(app: FastifyInstance, appUrl: string): void {
  const languageOfPath = new Map(languages.map((language) => [landingPath(language), language]));
  const alternates = [
    ...languages.map(
      (language) =>
        `<${appUrl}${landingPath(language)}>; rel="alternate"; hreflang="${languageSettings[language].tag}"`,
    ),
    `<${appUrl}${landingPath(defaultLanguage)}>; rel="alternate"; hreflang="x-default"`,
  ].join(', ');

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '', query] = request.url.split('?');
    const language = languageOfPath.get(pathname);
    if (!language) return;
    if (language === defaultLanguage) {
      const wanted = pickLanguage({
        cookie: request.cookies[languageCookieName],
        acceptLanguage: request.headers['accept-language'],
      });
      reply.header('vary', 'Accept-Encoding, Cookie, Accept-Language');
      if (wanted !== defaultLanguage) {
        const target = landingPath(wanted) + (query === undefined ? '' : `?${query}`);
        return reply.header('cache-control', revalidateCache).redirect(target, 302);
      }
    }
    reply.header('link', alternates);
    if (language === defaultLanguage) return; // index.html, served by the static files
    return reply.header('cache-control', revalidateCache).sendFile(landingFile(language));
  });
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function staticOptions(webDistDir: string) {
  return {
    root: webDistDir,
    // Picks file.br or file.gz by Accept-Encoding (brotli first), sets Content-Encoding and
    // Vary: Accept-Encoding, and falls back to the file itself.
    preCompressed: true,
    // Our own Cache-Control below: Vite puts content-hashed files under /assets (cache forever),
    // everything else (index.html, favicon) must be revalidated so a deploy shows up at once.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? immutableAssetCache : revalidateCache);
    },
  } satisfies FastifyStaticOptions;
}
