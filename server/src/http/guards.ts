// preHandlers that decide who may call a route. Routes declare them (`preHandler: requireUser`)
// so access rules are visible where the route is defined. Callback style: the check is synchronous
// (the session was resolved in onRequest), so there is nothing to await.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ActiveSession } from '../features/auth/sessions.service.ts';
import { AppError } from './app-error.ts';

export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(request.session ? undefined : new AppError('unauthorized'));
}

export function requireAdmin(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (!request.session) done(new AppError('unauthorized'));
  else if (request.session.user.role !== 'admin') done(new AppError('forbidden'));
  else done();
}

/** The session of a route guarded by requireUser/requireAdmin. */
export function signedInSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError('unauthorized');
  return request.session;
}
