// The one dependencies object (issue 25, item 2; decision 034): built once by buildApp (app.ts)
// and handed to every feature's plugin, which takes from it what its routes, services and sweeps
// need. Adding an endpoint touches its feature's plugin and nothing else.
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { EmailRelay } from './email/email-relay.ts';
import type { EventHub } from './events/event-hub.ts';
import type { SharedAnswers } from './events/shared-answers.ts';
import type { Readiness } from './http/readiness.ts';
import type { RouteContext, ZodApp } from './http/route-context.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { GuardianEmailWatcher } from './ports/guardian-email-watchers.ts';
import type { StudyPathParticipant } from './ports/study-path-participants.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

export interface AppDeps extends RouteContext {
  config: Config;
  storage: ObjectStorage;
  paymentProvider: PaymentProvider;
  /** Woken (kick) after a transaction that queued an email committed. */
  emailRelay: EmailRelay;
  /** Fans the database's live events out to this process's open streams. */
  eventHub: EventHub;
  /** Answers every consultant shares, kept until anything changes (decision 044). */
  sharedAnswers: SharedAnswers;
  readiness: Readiness;
  /** What other features do when a study path ends or is deleted (ports/). */
  studyPathParticipants: readonly StudyPathParticipant[];
  /** What other features do when a student saves their guardian's email (ports/). */
  guardianEmailWatchers: readonly GuardianEmailWatcher[];
  /** The built web app this process serves, or null when it serves none. */
  webDistDir: string | null;
}

/** A feature: registers its routes, sweeps and hooks on the app, from the one AppDeps. */
export type Feature = FastifyPluginAsync<AppDeps>;

/**
 * Wraps a feature's registration as a Fastify plugin. fastify-plugin keeps it in the root scope:
 * the session, access, CSRF and error hooks registered before apply to its routes as to any.
 */
export function defineFeature(
  name: string,
  register: (app: ZodApp, deps: AppDeps) => void | Promise<void>,
): Feature {
  const plugin: Feature = async (app, deps) => {
    await register(app.withTypeProvider<ZodTypeProvider>(), deps);
  };
  return fastifyPlugin(plugin, { name: `studypath-${name}`, fastify: '5.x' });
}
