// "Nothing changed" nearly free (decision 027). A polled GET declares `config.conditional`; its
// 200 answers carry an ETag, and an If-None-Match naming the current one gets 304 with no body.
// 'student-data': the answer is made of one student's data and what every student sees, so for a
// student caller the tag is an HMAC of (user, URL, their change version, the global version): when
// the versions have not moved since the tag was given, the 304 leaves before the handler runs its
// query. The versions are read before the handler, so an answer is never older than its tag.
// Consultants (who see every student's changes) and 'content' routes get a hash of the answer
// instead: the query runs, but an unchanged answer still costs no bytes and no re-render.
import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeVersionBook } from '../events/change-versions.ts';

export type ConditionalMode = 'student-data' | 'content';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET the web app polls: ETag on 200, 304 to a matching If-None-Match (see above). */
    conditional?: ConditionalMode;
  }
  interface FastifyRequest {
    /**
     * The version tag computed before the handler ran, or the kept tag of a shared answer
     * (send-shared-answer.ts); null when the answer is hashed instead.
     */
    versionTag: string | null;
  }
}

const tagLength = 27;

export function versionTag(
  secret: string,
  input: { userId: string; url: string; student: number; global: number },
): string {
  const mac = createHmac('sha256', secret)
    .update(`${input.userId}\n${input.url}\n${input.student}\n${input.global}`)
    .digest('base64url');
  return `"v.${mac.slice(0, tagLength)}"`;
}

export function contentTag(body: string | Buffer): string {
  return `"h.${createHash('sha256').update(body).digest('base64url').slice(0, tagLength)}"`;
}

/**
 * If-None-Match holds the tag (weak comparison, as RFC 9110 asks for If-None-Match). `*` is not
 * honoured: before the handler ran, nobody knows whether the resource exists for this caller.
 */
export function ifNoneMatchHolds(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === tag;
  });
}

const modeOf = (request: FastifyRequest): ConditionalMode | undefined =>
  request.method === 'GET' ? request.routeOptions.config.conditional : undefined;

export function registerConditionalGet(
  app: FastifyInstance,
  options: { secret: string; versions: ChangeVersionBook },
): void {
  app.decorateRequest('versionTag', null);

  app.addHook('preHandler', async (request, reply) => {
    if (modeOf(request) !== 'student-data') return;
    const user = request.session?.user;
    if (user?.role !== 'student') return;
    const versions = await options.versions.versionsOf(user.id);
    if (!versions) return;
    const tag = versionTag(options.secret, { userId: user.id, url: request.url, ...versions });
    request.versionTag = tag;
    if (!ifNoneMatchHolds(request.headers['if-none-match'], tag)) return;
    reply.header('etag', tag);
    reply.code(304).send();
    return reply;
  });

  // Before compression (registered later): the tag is of the answer itself, not of its encoding.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!modeOf(request) || reply.statusCode !== 200) return done(null, payload);
    if (request.versionTag === null && typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
      return done(null, payload);
    }
    const tag = request.versionTag ?? contentTag(payload as string | Buffer);
    reply.header('etag', tag);
    if (!ifNoneMatchHolds(request.headers['if-none-match'], tag)) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-type');
    done(null, '');
  });
}
