import type { FastifyRequest } from 'fastify';
import { signedInSession } from '../../platform/http/guards.ts';
import type { Caller } from '../applications/index.ts';

/** Who calls, for the service's visibility rule: the path's student, or any consultant. */
export function callerOf(request: FastifyRequest): Caller {
  const { user } = signedInSession(request);
  return { userId: user.id, role: user.role };
}
