// What the live event stream (GET /api/events, server-sent events) tells a signed-in browser:
// that something it may read changed, by kind and id, never the data itself; the browser refetches
// what it shows through the ordinary, access-checked endpoints (decision 023).
import { z } from 'zod';

export const liveEventKinds = [
  /** A thread was created, got a message, was read (unread counts) or closed. */
  'messages',
  /** A study path changed: status, notes, programs, updates, payment, created or deleted. */
  'applications',
  /** An information request was sent or answered. */
  'info_requests',
  /** A document was added or removed. */
  'documents',
  /** A minor's guardian consent changed: an invitation, a decision, a link (issue 26). */
  'guardians',
] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/** The `data` of one stream event (its SSE `event:` field is `change`). */
export const liveEventSchema = z.object({
  kind: z.enum(liveEventKinds),
  /** The thread, path, request or document that changed. */
  id: z.string(),
  /** The path it belongs to, when there is one. */
  applicationId: z.string().nullable().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** SSE event names on the stream. */
export const liveStreamEvents = {
  /** Sent once the stream is subscribed: the browser refetches what it shows (it may have missed changes). */
  ready: 'ready',
  change: 'change',
  /** The session ended (sign-out, password reset, role change, deletion, expiry): stop reconnecting. */
  sessionEnded: 'session-ended',
} as const;
