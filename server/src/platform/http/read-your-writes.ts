// A request that may have changed data answers only once this process has heard the database's
// announcements of it (DatabaseHandle.catchUp). Without this, on PostgreSQL the announcement can
// trail the answer by a moment, and the same client's next poll could be told 304 "unchanged" on
// the version from before its own change (decision 027) — or by a consultant's reply, the
// student's. One round trip on the listening connection, only after a change that succeeded.
import type { FastifyInstance } from 'fastify';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerReadYourWrites(app: FastifyInstance, catchUp: () => Promise<void>): void {
  // A callback hook, not an async one: the reads (most requests) pass through without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (readMethods.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    const answer = () => done(null, payload);
    catchUp().then(answer, answer);
  });
}
