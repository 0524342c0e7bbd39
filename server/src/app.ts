import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { startQueue } from './jobs/queue.ts';
import { HttpError } from './lib/http-error.ts';
import { bearerToken, normalisedPath, rejectNulCharacters, trustProxyHops } from './lib/http.ts';
import { loggerOptions } from './lib/logging.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import type { AppModule } from './lib/app-module.ts';
import { apiKeysModule, authenticateApiKeyRequest, isApiKeyToken } from './modules/api-keys/index.ts';
import { authenticate, authModule, isSessionTokenLive } from './modules/auth/index.ts';
import { createTestClock, registerTestClockRoute } from './lib/test-clock.ts';
import { assignmentsModule, subscribeAssignments } from './modules/assignments/index.ts';
import { teamScenariosModule } from './modules/team-scenarios/index.ts';
import { teamScorecardsModule } from './modules/team-scorecards/index.ts';
import { certificationModule } from './modules/certification/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { checkoutModule, renewLocalSubscriptions } from './modules/checkout/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { coachingModule } from './modules/coaching/index.ts';
import { mailModule, subscribeMail } from './modules/mail/index.ts';
import { officeHoursModule } from './modules/office-hours/index.ts';
import { openApiModule } from './modules/openapi/index.ts';
import { practiceModule, type VoiceTimings } from './modules/practice/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { sessionsModule } from './modules/sessions/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { teamsModule } from './modules/teams/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { subscribeWebhooks, webhooksModule, type WebhookTiming } from './modules/webhooks/index.ts';
import { chooseCheckout } from './providers/checkout/choose-checkout.ts';
import { DomainEventBus } from './lib/domain-events.ts';
import { LiveConnections, subscribeLiveConnections } from './lib/live-connections.ts';
import { createElevenLabsClient } from './providers/elevenlabs.ts';
import { createOpenAiCompatibleLlm, type Llm } from './providers/llm.ts';
import { createSmtpMailer, type Mailer } from './providers/mailer.ts';
import { applyDemoSetting, seedCatalog } from './seed/seed.ts';
import { chooseSpeechEngine } from './providers/speech/speech-engine.ts';
import type { SpeechEngine } from './providers/speech/speech-ports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** the voice agent's speech engine (null when voice input is off) */
    speech: SpeechEngine | null;
  }
}

export interface BuildOptions {
  /** replaces the configured mailer (tests) */
  mailer?: Mailer | null;
  llm?: Llm | null;
  now?: () => Date;
  /** replaces the configured speech engine (tests) */
  speech?: SpeechEngine | null;
  voiceTimings?: VoiceTimings;
  /** webhook retry delays and timeout (tests) */
  webhookTiming?: WebhookTiming;
  /** directory of the built SPA; defaults to web/dist */
  webRoot?: string;
  /** where the log lines go instead of stdout (tests) */
  logStream?: DestinationStream;
}

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The modules, each registering its own timers, workers and routes, in this order. The voice socket's
 * plugin wraps the routes registered after it, so practice comes late, as its socket always did.
 */
function appModules(speech: SpeechEngine | null, options: BuildOptions): AppModule[] {
  return [
    authModule,
    apiKeysModule,
    catalogModule,
    sessionsModule,
    eventsModule,
    officeHoursModule,
    uploadsModule,
    reportsModule,
    coachingModule,
    checkoutModule,
    billingModule,
    teamsModule,
    assignmentsModule,
    teamScenariosModule,
    teamScorecardsModule,
    certificationModule,
    webhooksModule(options.webhookTiming),
    openApiModule,
    practiceModule(speech, options.voiceTimings),
    mailModule,
  ];
}

/** Builds the whole application: database (migrated), job queue, workers, routes. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy > 0 ? trustProxyHops(config.trustProxy) : false,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  });

  const database = await openDatabase(config);
  const runWorkers = config.role !== 'web';
  const queue = await startQueue(database, app.log, runWorkers);
  const mailer =
    options.mailer !== undefined ? options.mailer : config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null;
  if (!mailer && config.env === 'production') app.log.warn('SMTP_URL is not set: e-mails stay in the outbox');
  const llm =
    options.llm !== undefined ? options.llm : config.llm ? createOpenAiCompatibleLlm(config.llm) : null;
  const elevenLabs = config.elevenLabs ? createElevenLabsClient(config.elevenLabs) : null;
  const testClock = config.testClock && config.env !== 'production' ? createTestClock() : null;
  const now = options.now ?? testClock?.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    queue,
    mailer,
    llm,
    elevenLabs,
    ...chooseCheckout(config, database.db, now),
    events: new DomainEventBus(),
    connections: new LiveConnections(
      database,
      (tokenId) => isSessionTokenLive(database.db, tokenId, now()),
      app.log,
    ),
    log: app.log,
    now,
  };
  // what each domain event sets off, in this order after commit: live connections, e-mail, webhooks,
  // assignments
  subscribeLiveConnections(ctx);
  subscribeMail(ctx);
  subscribeWebhooks(ctx);
  subscribeAssignments(ctx);
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);

  // a worker never carries a call: it loads no speech models
  const speech =
    options.speech !== undefined
      ? options.speech
      : config.role === 'worker'
        ? null
        : chooseSpeechEngine(config, app.log);
  app.decorate('speech', speech);
  const modules = appModules(speech, options);
  // periodic work runs only where workers run
  const stopTimers = runWorkers ? modules.flatMap((m) => (m.timers ? [m.timers(ctx)] : [])) : [];
  app.addHook('onClose', async () => {
    for (const stop of stopTimers) stop();
    await queue.stop();
    await speech?.close();
    await ctx.connections.close();
    await database.close();
  });

  await seedCatalog(database.db, ctx.now());
  await applyDemoSetting(
    database.db,
    { seedDemo: config.seedDemo, production: config.env === 'production' },
    app.log,
    ctx.now(),
  );
  for (const m of modules) await m.workers?.(ctx, { runWorkers });

  registerSecurityHeaders(app);

  // While shutting down, in-flight responses close their connection, so keep-alive sockets don't hold the exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
  });

  // Every /api route needs a live bearer token unless the route is marked public. The route the router
  // matched decides, never the raw URL: '/%61pi/x' reaches '/api/x' and is protected like it. A personal
  // API key ('rr_live_…') authenticates as its owner, limited to its scopes on the routes keys may call.
  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route?.startsWith('/api/') || req.routeOptions.config.public) return;
    const token = bearerToken(req);
    if (token && isApiKeyToken(token)) return authenticateApiKeyRequest(ctx, token, req, reply);
    const found = token ? await authenticate(ctx, token) : undefined;
    if (!found || !token) return reply.code(401).send({ message: 'Authentication required' });
    req.auth = { ...found, token };
  });

  app.addHook('preValidation', rejectNulCharacters);

  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).send({ message: err.message });
    const status = err.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: err.message });
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { public: true } }, async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  for (const m of modules) await m.routes?.(app, ctx);
  if (testClock)
    registerTestClockRoute(app, testClock, () =>
      ctx.checkout.kind === 'local' ? renewLocalSubscriptions(ctx) : Promise.resolve(),
    );

  const webRoot = options.webRoot ?? defaultWebRoot;
  const hasWeb = existsSync(`${webRoot}/index.html`);
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });

  app.setNotFoundHandler((req, reply) => {
    const pathname = normalisedPath(req.url);
    // history fallback for page routes only (GET, and HEAD as its header-only twin): a missing
    // /assets/x.js must be a 404, not index.html
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/(api|dev)(\/|$)/i.test(pathname) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage && hasWeb)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });

  return app;
}
