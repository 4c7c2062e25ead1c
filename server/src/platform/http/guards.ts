// The session of a route whose access declaration (route-access.ts) requires a signed-in caller.
// The onRequest hook has already refused anyone else; this only narrows the type for the handler.
import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../sessions/sessions.service.ts';
import { AppError } from './app-error.ts';

export function signedInSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError('unauthorized');
  return request.session;
}
