// The language of a request with no saved preference to go by (issue 27): the visitor's choice
// kept in the language cookie, else Accept-Language, else English — the domain's one rule, the
// same the web applies at boot, so a page and what the server records for it always agree.
import { languageCookieName, pickLanguage, type Language } from '@studypath/domain';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage({
    cookie: request.cookies[languageCookieName],
    acceptLanguage: request.headers['accept-language'],
  });
}
