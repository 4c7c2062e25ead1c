// GET /api/events: the signed-in user's live event stream (server-sent events, decision 023).
// Authenticated like every call, by the session cookie (EventSource sends it on the same origin);
// opening it does not count as the user's activity. It says `ready` once subscribed, then one
// `change` per change the user may see, a comment every 25 s so proxies keep it open, and
// `session-ended` before closing when the session ends (sign-out, reset, deletion: at once through
// the sessions trigger; idle or absolute expiry: at the deadline, re-checked then). Each open
// stream holds a row of live_event_streams, which the caps count across every process
// (events.service.ts): refreshed on every heartbeat, deleted when the stream closes.
import type { LiveEvent } from '@studypath/domain';
import { errorResponseSchema, liveStreamEvents } from '@studypath/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { findSessionDeadline } from '../../platform/sessions/sessions.service.ts';
import type { EventHub, LiveSubscriber } from '../../platform/events/event-hub.ts';
import {
  HEARTBEAT_MS,
  openLiveStreamPlace,
  refreshLiveStreamPlaces,
  releaseLiveStreamPlace,
} from './events.service.ts';

/** How long EventSource waits before reconnecting after a drop. */
export const RECONNECT_DELAY_MS = 3_000;
/** Timers cannot wait longer than ~24.8 days; sessions end sooner, re-checking is harmless. */
const maxTimerMs = 2 ** 31 - 1;

function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function registerEventRoutes(
  app: ZodApp,
  { deps }: RouteContext,
  { hub }: { hub: EventHub },
): void {
  const heartbeats = new Set<() => void>();
  /** The live_event_streams ids of this process's open streams. */
  const places = new Set<string>();
  /** Releases under way; the app waits for them before the database closes. */
  const releasing = new Set<Promise<void>>();
  let refreshing: Promise<void> | undefined;
  const heartbeat = setInterval(() => {
    for (const beat of heartbeats) beat();
    refreshing ??= refreshLiveStreamPlaces(deps, [...places])
      .catch((error: unknown) => app.log.warn({ err: error }, 'live stream: refresh failed'))
      .finally(() => {
        refreshing = undefined;
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = (place: string) => {
    places.delete(place);
    const released = releaseLiveStreamPlace(deps, place)
      .catch((error: unknown) => app.log.warn({ err: error }, 'live stream: release failed'))
      .finally(() => releasing.delete(released));
    releasing.add(released);
  };

  app.get('/api/events', {
    config: { access: 'account', isPassiveSession: true },
    compress: false,
    schema: {
      tags: ['events'],
      summary:
        'Live event stream (text/event-stream): `ready` once subscribed, `change` {kind, id, ' +
        'applicationId} for each change the caller may read, `session-ended` when the session ends',
      response: {
        200: z.unknown().describe('text/event-stream'),
        401: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { user, idHash } = signedInSession(request);
      const deadline = await findSessionDeadline(deps, idHash);
      if (deadline === null) throw new AppError('unauthorized');
      const place = await openLiveStreamPlace(deps, { userId: user.id, sessionIdHash: idHash });
      places.add(place);

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise hold events back in its buffer.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);

      let expiryTimer: NodeJS.Timeout | undefined;
      let isOpen = true;
      const finish = () => {
        if (!isOpen) return;
        isOpen = false;
        unsubscribe();
        heartbeats.delete(beat);
        release(place);
        clearTimeout(expiryTimer);
        response.end();
      };
      const write = (chunk: string) => {
        if (isOpen) response.write(chunk);
      };
      const subscriber: LiveSubscriber = {
        userId: user.id,
        isAdmin: user.role === 'admin',
        sessionIdHash: idHash,
        send: (event: LiveEvent) => write(sseEvent(liveStreamEvents.change, event)),
        endSession: () => {
          write(sseEvent(liveStreamEvents.sessionEnded, {}));
          finish();
        },
        close: finish,
      };
      const beat = () => write(': keep-alive\n\n');
      const unsubscribe = hub.subscribe(subscriber);
      heartbeats.add(beat);
      request.raw.on('close', finish);

      // The session may be used again meanwhile (other requests move its idle end), so at the
      // deadline it is looked up again rather than ended.
      const watchExpiry = (at: Date) => {
        const waitMs = Math.min(Math.max(at.getTime() - deps.now().getTime(), 0), maxTimerMs);
        expiryTimer = setTimeout(() => {
          findSessionDeadline(deps, idHash)
            .then((next) => (next === null ? subscriber.endSession() : watchExpiry(next)))
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'live stream: session check failed');
              watchExpiry(new Date(deps.now().getTime() + HEARTBEAT_MS));
            });
        }, waitMs);
        expiryTimer.unref();
      };
      watchExpiry(deadline);
      write(sseEvent(liveStreamEvents.ready, {}));
      // The browser may have gone while the place was being taken: its 'close' came already.
      if (request.raw.socket.destroyed) finish();
    },
  });

  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    done();
  });
  // preClose closed every stream (registerEventHubLifecycle); their rows go before the database.
  app.addHook('onClose', async () => {
    await refreshing;
    await Promise.all(releasing);
  });
}

/** Closes every stream before the server waits for its connections to end. */
export function registerEventHubLifecycle(app: FastifyInstance, hub: EventHub): void {
  app.addHook('onReady', async () => {
    await hub.start();
  });
  app.addHook('preClose', async () => {
    await hub.close();
  });
}
