// Builds the Fastify application; main.ts and the tests both use it, so tests exercise the real
// stack. Order matters: the route table first (it must see every route), compilers and the error
// handler, then request-level hooks (request id, shutdown refusal, cookies, headers, session,
// access, CSRF: access and CSRF both need the session), then the OpenAPI collector, then routes,
// then the static web app and the not-found handler that falls back to it. Every hook decides
// from the route Fastify matched and its declaration (http/route-access.ts), never from the URL.
import type { FastifyInstance } from 'fastify';
import Fastify, { LogController } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { accountDeletionFeature } from './features/account-deletion/index.ts';
import { accountsFeature } from './features/accounts/index.ts';
import { applicationsFeature } from './features/applications/index.ts';
import { auditFeature } from './features/audit/index.ts';
import { authFeature } from './features/auth/index.ts';
import { checklistFeature } from './features/checklist/index.ts';
import { dashboardFeature } from './features/dashboard/index.ts';
import { dataExportFeature } from './features/data-export/index.ts';
import { documentsFeature, documentsStudyPathParticipant } from './features/documents/index.ts';
import { eventsFeature } from './features/events/index.ts';
import {
  guardianInvitationWatcher,
  guardiansFeature,
  invitationDepsOf,
} from './features/guardians/index.ts';
import { healthFeature } from './features/health/index.ts';
import { infoRequestsFeature } from './features/info-requests/index.ts';
import { messagesFeature } from './features/messages/index.ts';
import { paymentsFeature, paymentsStudyPathParticipant } from './features/payments/index.ts';
import { profileFeature } from './features/profile/index.ts';
import { programsFeature } from './features/programs/index.ts';
import { statsFeature } from './features/stats/index.ts';
import { teamFeature, teamStudyPathParticipant } from './features/team/index.ts';
import { usersFeature } from './features/users/index.ts';
import type { AppDeps, Feature } from './platform/app-deps.ts';
import type { Config } from './platform/config.ts';
import type { Database, DatabaseListen } from './platform/db/client.ts';
import { createSessionCache } from './platform/sessions/session-cache.ts';
import { createChangeVersionBook } from './platform/events/change-versions.ts';
import { createSharedAnswers } from './platform/events/shared-answers.ts';
import { createEventHub } from './platform/events/event-hub.ts';
import { registerEmailRelay } from './platform/email/email-relay.ts';
import { createReadiness, type Readiness } from './platform/http/readiness.ts';
import { AppError } from './platform/http/app-error.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerConditionalGet } from './platform/http/conditional-get.ts';
import { createCookieSettings } from './platform/http/cookies.ts';
import { registerCsrfProtection } from './platform/http/csrf.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
  registerNotFoundHandler,
} from './platform/http/error-handler.ts';
import {
  generateRequestId,
  loggerOptions,
  registerAccessLog,
  registerRequestIdHeader,
} from './platform/http/logging.ts';
import { registerOpenApi, registerOpenApiDocumentRoute } from './platform/http/openapi.ts';
import { registerReadYourWrites } from './platform/http/read-your-writes.ts';
import { registerAccessControl, registerRouteTable } from './platform/http/route-access.ts';
import type { RouteContext } from './platform/http/route-context.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSessions } from './platform/http/sessions.ts';
import {
  defaultWebDistDir,
  hasBuiltWebApp,
  registerStaticWeb,
} from './platform/http/static-web.ts';
import { createEmailTransport } from './platform/email/transports/create-email-transport.ts';
import type { EmailTransport } from './platform/email/transports/email-transport.ts';
import { createPaymentProvider } from './platform/payments/create-payment-provider.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import { createObjectStorage } from './platform/storage/create-object-storage.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { systemClock, type ServiceDeps } from './platform/service-deps.ts';
import { registerExpiredRowsSweep } from './platform/jobs/expired-rows.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** LISTEN on the same database: the live event stream hears every process's changes. */
  listen: DatabaseListen;
  /** Waits until this process has heard every announcement committed so far (read-your-writes.ts). */
  catchUp: () => Promise<void>;
  /** SESSION_SECRET or the one kept in DATA_DIR (see session-secret.ts). */
  sessionSecret: string;
  /** The clock; tests pass a controllable one. */
  now?: () => Date;
  readiness?: Readiness;
  /** Built web app to serve; null serves none. Default: config.webDistDir, else ../web/dist. */
  webDistDir?: string | null;
  /** Where JSON logs go (default stdout); tests capture them to check what is logged. */
  logStream?: NodeJS.WritableStream;
  /** Email driver; default chosen by config (SMTP_URL, else .eml files in DATA_DIR/mail). */
  emailTransport?: EmailTransport;
  /** Object storage driver; default chosen by config (S3_BUCKET, else DATA_DIR/objects). */
  objectStorage?: ObjectStorage;
  /** Payment driver; default chosen by config (Stripe when its keys are set, else simulated). */
  paymentProvider?: PaymentProvider;
}

/** Every feature, in the order their routes and sweeps are registered. */
const features: readonly Feature[] = [
  healthFeature,
  eventsFeature,
  authFeature,
  accountsFeature,
  profileFeature,
  guardiansFeature,
  applicationsFeature,
  programsFeature,
  documentsFeature,
  messagesFeature,
  infoRequestsFeature,
  checklistFeature,
  dashboardFeature,
  statsFeature,
  teamFeature,
  usersFeature,
  accountDeletionFeature,
  auditFeature,
  paymentsFeature,
  dataExportFeature,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The sessions this process remembers and its copy of the change versions, both kept true by
  // the database's announcements (decision 027).
  const sessionCache = createSessionCache({ listen: options.listen });
  const changeVersions = createChangeVersionBook({ db: options.db, listen: options.listen });
  const sharedAnswers = createSharedAnswers({ listen: options.listen });
  const deps: ServiceDeps = { db: options.db, now: options.now ?? systemClock, sessionCache };
  const readiness = options.readiness ?? createReadiness();
  const isHttps = config.appUrl.startsWith('https:');
  const cookies = createCookieSettings(isHttps);
  const context: RouteContext = { deps, sessionSecret: options.sessionSecret, cookies };

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: generateRequestId,
    // registerAccessLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own 503 while closing has another body shape; the hook below answers instead.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);

  registerRequestIdHeader(app);
  registerAccessLog(app);
  app.addHook('onRequest', (_request, reply, done) => {
    if (!readiness.isClosing()) return done();
    reply.header('connection', 'close');
    done(new AppError('server.shutting_down'));
  });
  await app.register(fastifyCookie);
  // Multipart bodies are streamed part by part, never buffered; each route sets its file cap.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
  const paymentProvider = options.paymentProvider ?? createPaymentProvider(config, deps);
  const storage = options.objectStorage ?? createObjectStorage(config);
  await registerSecurityHeaders(app, isHttps, {
    allowsStripe: paymentProvider.name === 'stripe',
    uploadOrigins: storage.uploadOrigins,
  });
  app.addHook('onReady', async () => {
    await Promise.all([sessionCache.start(), changeVersions.start(), sharedAnswers.start()]);
  });
  app.addHook('preClose', async () => {
    await Promise.all([sessionCache.close(), changeVersions.close(), sharedAnswers.close()]);
  });
  registerSessions(app, deps, cookies);
  registerAccessControl(app);
  registerCsrfProtection(app, { secret: options.sessionSecret, cookies });
  registerConditionalGet(app, { secret: options.sessionSecret, versions: changeVersions });
  registerReadYourWrites(app, options.catchUp);
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Answers are per-user: no browser or proxy may cache one unless its route says otherwise
    // (the static web app sets its own Cache-Control).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  await registerCompression(app);
  await registerOpenApi(app, packageJson.version);
  const webDistDir =
    options.webDistDir === undefined
      ? (config.webDistDir ?? defaultWebDistDir)
      : options.webDistDir;
  const servedWebDir = webDistDir !== null && hasBuiltWebApp(webDistDir) ? webDistDir : null;
  const eventHub = createEventHub({
    listen: options.listen,
    onError: (error) => app.log.error({ err: error }, 'live event delivery failed'),
  });
  const emailRelay = registerEmailRelay(app, {
    deps,
    transport: options.emailTransport ?? createEmailTransport(config),
    from: config.mailFrom,
    closeTransport: options.emailTransport === undefined,
  });
  registerExpiredRowsSweep(app, deps);

  // The one dependencies object every feature takes (decision 034).
  const appDeps: AppDeps = {
    ...context,
    config,
    storage,
    paymentProvider,
    emailRelay,
    eventHub,
    sharedAnswers,
    readiness,
    // Payments first: its refusal (a student's path that holds a payment) comes before any work.
    studyPathParticipants: [
      paymentsStudyPathParticipant({ provider: paymentProvider, log: app.log }),
      documentsStudyPathParticipant(storage),
      teamStudyPathParticipant(deps.now),
    ],
    guardianEmailWatchers: [
      guardianInvitationWatcher(invitationDepsOf({ deps, config, emailRelay })),
    ],
    webDistDir: servedWebDir,
  };
  for (const feature of features) await app.register(feature, appDeps);
  registerOpenApiDocumentRoute(app);
  registerNotFoundHandler(
    app,
    servedWebDir === null ? undefined : await registerStaticWeb(app, servedWebDir, config.appUrl),
  );
  return app;
}
