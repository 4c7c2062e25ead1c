// Periodic sweep of live_event_streams rows whose process died without deleting them. They stop
// counting towards the caps once stale, and an opening removes its user's; this only keeps the
// table from holding rows of users who never open a stream again.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicSweep } from '../../platform/jobs/periodic-sweep.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { removeStaleLiveStreamPlaces } from './events.service.ts';

const liveStreamSweepIntervalMs = 10 * 60 * 1000;

export function registerEventStreamHousekeeping(app: FastifyInstance, deps: ServiceDeps): void {
  registerPeriodicSweep(app, {
    job: 'stale-live-streams',
    db: deps.db,
    intervalMs: liveStreamSweepIntervalMs,
    run: async () => ({ liveStreams: await removeStaleLiveStreamPlaces(deps) }),
    removedMessage: 'removed stale live stream rows',
    failedMessage: 'live stream sweep failed',
  });
}
