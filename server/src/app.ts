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
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import type { Database, DatabaseListen } from './db/client.ts';
import { registerAccountRoutes } from './features/accounts/accounts.routes.ts';
import { registerAdminApplicationRoutes } from './features/applications/applications.admin.routes.ts';
import { registerApplicationRoutes } from './features/applications/applications.routes.ts';
import { registerAdminAuditRoutes } from './features/audit/audit.admin.routes.ts';
import { registerAuthHousekeeping } from './features/auth/auth.housekeeping.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import type { DocumentDeps } from './features/documents/document-deps.ts';
import { registerAdminDocumentRoutes } from './features/documents/documents.admin.routes.ts';
import { registerDocumentHousekeeping } from './features/documents/documents.housekeeping.ts';
import { registerDocumentRoutes } from './features/documents/documents.routes.ts';
import { registerObjectUploadRoutes } from './features/documents/object-uploads.routes.ts';
import { registerEmailRelay } from './features/email/email-relay.ts';
import { createChangeVersionBook } from './features/events/change-versions.ts';
import { createEventHub } from './features/events/event-hub.ts';
import { registerEventStreamHousekeeping } from './features/events/events.housekeeping.ts';
import { registerEventHubLifecycle, registerEventRoutes } from './features/events/events.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { createReadiness, type Readiness } from './features/health/readiness.ts';
import { registerAdminInfoRequestRoutes } from './features/info-requests/info-requests.admin.routes.ts';
import { registerInfoRequestHousekeeping } from './features/info-requests/info-requests.housekeeping.ts';
import { registerInfoRequestRoutes } from './features/info-requests/info-requests.routes.ts';
import { registerAdminMessageRoutes } from './features/messages/messages.admin.routes.ts';
import type { PaymentDeps } from './features/payments/payment-deps.ts';
import { registerAdminPaymentRoutes } from './features/payments/payments.admin.routes.ts';
import { registerPaymentRoutes } from './features/payments/payments.routes.ts';
import { registerStripeWebhookRoutes } from './features/payments/stripe-webhook.routes.ts';
import { registerMessageHousekeeping } from './features/messages/messages.housekeeping.ts';
import { registerReplyNotices } from './features/messages/reply-notices.ts';
import { registerMessageRoutes } from './features/messages/messages.routes.ts';
import { registerProfileRoutes } from './features/profile/profile.routes.ts';
import { registerProgramImageRoutes } from './features/programs/program-images.routes.ts';
import { registerAdminProgramRoutes } from './features/programs/programs.admin.routes.ts';
import { registerAdminStatsRoutes } from './features/stats/stats.admin.routes.ts';
import { registerAdminUserRoutes } from './features/users/users.admin.routes.ts';
import { AppError } from './http/app-error.ts';
import { registerCompression } from './http/compression.ts';
import { registerConditionalGet } from './http/conditional-get.ts';
import { createCookieSettings } from './http/cookies.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerDashboardFirstData } from './http/dashboard-first-data.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
  registerNotFoundHandler,
} from './http/error-handler.ts';
import {
  generateRequestId,
  loggerOptions,
  registerAccessLog,
  registerRequestIdHeader,
} from './http/logging.ts';
import { registerOpenApi, registerOpenApiDocumentRoute } from './http/openapi.ts';
import { registerReadYourWrites } from './http/read-your-writes.ts';
import { registerAccessControl, registerRouteTable } from './http/route-access.ts';
import type { RouteContext } from './http/route-context.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/sessions.ts';
import { defaultWebDistDir, hasBuiltWebApp, registerStaticWeb } from './http/static-web.ts';
import { createEmailTransport } from './providers/email/create-email-transport.ts';
import type { EmailTransport } from './providers/email/email-transport.ts';
import { createPaymentProvider } from './providers/payments/create-payment-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import { createObjectStorage } from './providers/storage/create-object-storage.ts';
import type { ObjectStorage } from './providers/storage/object-storage.ts';
import { systemClock, type ServiceDeps } from './service-deps.ts';

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

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The sessions this process remembers and its copy of the change versions, both kept true by
  // the database's announcements (decision 027).
  const sessionCache = createSessionCache({ listen: options.listen });
  const changeVersions = createChangeVersionBook({ db: options.db, listen: options.listen });
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
    await Promise.all([sessionCache.start(), changeVersions.start()]);
  });
  app.addHook('preClose', async () => {
    await Promise.all([sessionCache.close(), changeVersions.close()]);
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
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  registerHealthRoutes(zodApp, context, readiness);
  const eventHub = createEventHub({
    listen: options.listen,
    onError: (error) => app.log.error({ err: error }, 'live event delivery failed'),
  });
  registerEventHubLifecycle(app, eventHub);
  registerEventRoutes(zodApp, context, { hub: eventHub });
  registerAuthRoutes(zodApp, context);
  const emailRelay = registerEmailRelay(app, {
    deps,
    transport: options.emailTransport ?? createEmailTransport(config),
    from: config.mailFrom,
    closeTransport: options.emailTransport === undefined,
  });
  registerAccountRoutes(zodApp, context, { appUrl: config.appUrl, emailRelay });
  registerProfileRoutes(zodApp, context);
  const documentDeps: DocumentDeps = { ...deps, storage, uploadSecret: options.sessionSecret };
  registerApplicationRoutes(zodApp, context, { storage, paymentProvider });
  registerAdminApplicationRoutes(zodApp, context, {
    appUrl: config.appUrl,
    emailRelay,
    storage,
    paymentProvider,
  });
  registerAdminProgramRoutes(zodApp, context);
  registerProgramImageRoutes(zodApp, context, { storage });
  registerDocumentRoutes(zodApp, context, { documentDeps });
  registerObjectUploadRoutes(zodApp, { documentDeps });
  registerMessageRoutes(zodApp, context, { documentDeps });
  registerAdminMessageRoutes(zodApp, context, { documentDeps });
  registerAdminDocumentRoutes(zodApp, context, {
    documentDeps: {
      ...documentDeps,
      appUrl: config.appUrl,
      onEmailQueued: () => emailRelay.kick(),
    },
  });
  registerInfoRequestRoutes(zodApp, context);
  registerDashboardRoutes(zodApp, context);
  registerAdminInfoRequestRoutes(zodApp, context, { appUrl: config.appUrl, emailRelay });
  registerAdminStatsRoutes(zodApp, context);
  registerAdminUserRoutes(zodApp, context, { storage });
  registerAdminAuditRoutes(zodApp, context);
  const paymentDeps: PaymentDeps = {
    ...deps,
    provider: paymentProvider,
    appUrl: config.appUrl,
    onEmailQueued: () => emailRelay.kick(),
    log: app.log,
  };
  registerPaymentRoutes(zodApp, context, { paymentDeps });
  registerStripeWebhookRoutes(zodApp, { paymentDeps });
  registerAdminPaymentRoutes(zodApp, context, { paymentDeps });
  registerOpenApiDocumentRoute(app);

  const webDistDir =
    options.webDistDir === undefined
      ? (config.webDistDir ?? defaultWebDistDir)
      : options.webDistDir;
  const isServingWeb = webDistDir !== null && hasBuiltWebApp(webDistDir);
  registerNotFoundHandler(app, isServingWeb ? await registerStaticWeb(app, webDistDir) : undefined);
  if (isServingWeb) registerDashboardFirstData(zodApp, context, { webDistDir });

  registerAuthHousekeeping(app, deps);
  registerDocumentHousekeeping(app, documentDeps);
  registerMessageHousekeeping(app, documentDeps);
  registerReplyNotices(app, {
    ...deps,
    appUrl: config.appUrl,
    onEmailQueued: () => emailRelay.kick(),
  });
  registerInfoRequestHousekeeping(app, deps);
  registerEventStreamHousekeeping(app, deps);
  return app;
}
