import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { authRoutes, enrolmentRule, mfaRoutes, passkeyRoutes, signupRoutes } from './modules/auth/index.js';
import { backerRoutes, knowledgeTestRoutes } from './modules/backers/index.js';
import { fileRoutes } from './modules/files/index.js';
import { fileReadRules } from './file-read-rules.js';
import {
  crowdfundingReadRoutes,
  crowdfundingWriteRoutes,
  portfolioRoutes,
  roundKiisRoutes,
  roundQuestionRoutes,
  roundRoomRoutes,
  roundRoomsOf,
  roundTermsRoutes,
} from './modules/crowdfunding/index.js';
import { pilotRecordRoutes, pilotRoutes } from './modules/pilots/index.js';
import { handbookRoutes } from './modules/handbooks/index.js';
import { outboxRoutes } from './modules/mail/index.js';
import { companyProfileRoutes, expertProfileRoutes, passportClaimsOf, startupProfileRoutes } from './modules/profiles/index.js';
import { startupListRoutes } from './modules/startups/index.js';
import { managerTicketRoutes, ticketRoutes } from './modules/tickets/index.js';
import { offerRoutes } from './modules/offers/index.js';
import { auditRoutes, companyAccountRoutes, companyListRoutes, managersRoutes } from './modules/backoffice/index.js';
import { managerThreadRoutes, threadRoutes } from './modules/messages/index.js';
import { clientReportRoutes, expertTicketRoutes, expertWorkView, managerDueDiligenceRoutes, verifyReportRoutes } from './modules/duediligence/index.js';
import { calendarFeedRoutes, managerMeetingReadRoutes, meetingRoutes } from './modules/meetings/index.js';
import { scheduleRoutes } from './modules/schedule/index.js';
import { timelineRoutes } from './modules/timeline/index.js';
import { sessionRoutes } from './modules/sessions/index.js';
import { preferenceRoutes, userRoutes } from './modules/users/index.js';
import { createGuard } from './platform/auth.js';
import { createReadCache } from './platform/read-cache.js';
import { createSessionCache } from './platform/session-cache.js';
import type { AppDeps } from './platform/deps.js';
import { registerErrorHandler, requestLanguage } from './platform/errors.js';
import { registerHealth } from './platform/health.js';
import { registerJsonBodyParser } from './platform/json-body.js';
import { loggerOptions, registerAccessLog, requestId, type LogStream } from './platform/log.js';
import { createMetrics, serveMetrics } from './platform/metrics.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createDispatcher, type Dispatcher } from './platform/events/dispatcher.js';
import { createJobs, type Jobs } from './platform/jobs.js';
import { registerIdempotency } from './platform/idempotency.js';
import { registerSchedules } from './platform/schedules.js';
import { eventHandlers } from './events.js';
import { scheduledJobs } from './jobs.js';
import { openApiOptions } from './platform/openapi.js';
import { redisWithFallback } from './platform/rate-limit-store.js';
import { createRealtime } from './platform/realtime.js';
import { openStorage } from './platform/storage.js';
import { createTokens } from './platform/tokens.js';
import { DOCUMENT_MAX_BYTES, errorText } from '@platform/contract';

declare module 'fastify' {
  interface FastifyInstance {
    events: Dispatcher;
    jobs: Jobs;
    mailer: Mailer;
  }
}

/**
 * Builds the whole server on an open database; `main.ts` listens, tests call `inject`. A test may
 * pass `logStream` to read the log lines.
 */
export async function buildApp(config: Config, database: Database, options: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The caller's X-Request-Id is checked in `requestId`, never taken as it comes.
    requestIdHeader: false,
    genReqId: requestId,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  // Imported only when asked for: a server without a collector loads no tracing code at all.
  const { endpoint: otlpEndpoint, serviceName } = config.tracing;
  if (otlpEndpoint) await (await import('./platform/otel.js')).registerTracing(app, { endpoint: otlpEndpoint, serviceName });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerAccessLog(app);
  registerErrorHandler(app, { supportEmail: config.supportEmail });
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app);

  const tokens = createTokens(config.sessionSecret);
  const enrolment = enrolmentRule(database.db, config.mfaRequiredRoles);
  const realtime = createRealtime({
    server: app.server,
    db: database.db,
    tokens,
    enrolment,
    redisUrl: config.redisUrl,
    roomsOf: (userId) => roundRoomsOf(database.db, userId),
  });
  app.addHook('preClose', () => realtime.disconnectAll());
  app.addHook('onClose', () => realtime.close());
  app.decorate('realtime', realtime);
  const jobs = createJobs(database, app.log, {});
  const metrics = createMetrics({ database, realtime, jobs, log: app.log });
  app.decorate('metrics', metrics);
  serveMetrics(app, metrics, { ...config.metrics, host: config.host });
  const mailer = createMailer({
    db: database.db,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    delivery: config.mailDelivery,
    log: app.log,
    count: metrics.letter,
  });
  const events = createDispatcher({ db: database.db, realtime, mailer, jobs, publicUrl: config.publicUrl, log: app.log, handlers: eventHandlers });
  app.decorate('events', events);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  // After a write's response its events go out; the recovery job (`jobs.ts`) catches those a process left.
  app.addHook('onResponse', (req, _reply, done) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') events.kick();
    done();
  });
  app.addHook('onReady', async () => {
    await jobs.start();
    events.kick();
  });
  app.addHook('onClose', async () => {
    await events.stop();
    await jobs.stop();
  });
  const storage = await openStorage(config);
  if (storage.close) app.addHook('onClose', () => storage.close?.());
  const sessionCache = await createSessionCache(database, { ...config.sessionCache, warn: (message) => app.log.warn(message) });
  app.addHook('onClose', () => sessionCache.close());
  const guard = createGuard(database.db, tokens, sessionCache, enrolment);
  const deps: AppDeps = { config, db: database.db, tokens, guard, realtime, mailer, jobs, storage, reads: createReadCache(database.db, config.readCache) };
  // Every scheduled job in one place (`jobs.ts`), each module's list beside its events; the queue starts them on ready.
  registerSchedules(jobs, scheduledJobs, config.schedules, { db: database.db, storage, log: app.log, events });
  // Uploads stream to disk; the per-purpose size limit is set on each file as it is read.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, fileSize: DOCUMENT_MAX_BYTES } });

  // No offline queue and a command timeout: a command fails at once, or within a second, while
  // Redis is away, and the rate limits count in the process meanwhile (`redisWithFallback`).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, commandTimeout: 1_000 }) : undefined;
  if (redis) {
    // The outage is logged once by the rate-limit store; the client's reconnect errors add nothing.
    redis.on('error', () => undefined);
    app.addHook('onClose', () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
    );
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: redisWithFallback(redis, 'rl:', app.log) } : {}),
    errorResponseBuilder: (req, ctx) => ({
      statusCode: ctx.statusCode,
      code: 'too_many_requests',
      message: errorText('too_many_requests', requestLanguage(req), { seconds: String(Math.ceil(ctx.ttl / 1000)) }),
    }),
  });

  registerIdempotency(app, database.db);

  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await registerHealth(app, { database, redis, smtpUrl: config.smtpUrl, s3: config.s3 });
  for (const plugin of [
    authRoutes,
    mfaRoutes,
    sessionRoutes,
    passkeyRoutes,
    signupRoutes,
    userRoutes,
    handbookRoutes,
    fileRoutes(fileReadRules),
    companyProfileRoutes,
    startupProfileRoutes,
    expertProfileRoutes,
    startupListRoutes,
    preferenceRoutes,
    ticketRoutes,
    offerRoutes,
    managerTicketRoutes(expertWorkView),
    auditRoutes,
    companyAccountRoutes,
    companyListRoutes,
    managersRoutes,
    threadRoutes,
    managerThreadRoutes,
    expertTicketRoutes,
    managerDueDiligenceRoutes,
    clientReportRoutes,
    verifyReportRoutes,
    scheduleRoutes,
    meetingRoutes,
    calendarFeedRoutes,
    managerMeetingReadRoutes,
    // The round's key investment information sheet states its startup's passport, which profiles (above crowdfunding) reads.
    crowdfundingWriteRoutes(passportClaimsOf),
    backerRoutes,
    knowledgeTestRoutes,
    crowdfundingReadRoutes,
    roundRoomRoutes,
    roundTermsRoutes(passportClaimsOf),
    roundKiisRoutes(passportClaimsOf),
    portfolioRoutes,
    roundQuestionRoutes,
    pilotRoutes,
    pilotRecordRoutes,
  ])
    await app.register(plugin, deps);
  await app.register(timelineRoutes, deps);
  await app.register(outboxRoutes, deps);

  if (config.webDist) serveWeb(app, config.webDist);
  else app.setNotFoundHandler((req, reply) => reply.status(404).send({ message: errorText('not_found', requestLanguage(req)), code: 'not_found' }));
  return app;
}

/**
 * Fastify 5.12 reads a number as "trust no proxy" (a hop count cannot tell a proxy from a client
 * that reached the server directly), so hops are given as a function: the server must then be
 * reachable only through its proxies, as the README says. A list of addresses goes as it is.
 */
function proxyTrust(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}

/**
 * Paths the server itself owns: never the web app's page, even where nothing answers them (the
 * metrics without METRICS_TOKEN would otherwise show the app to a scraper as if it were metrics).
 */
const serverPaths = [/^\/api\//, /^\/socket\.io(\/|$)/, /^\/metrics\/?$/];

/**
 * The built web app: hashed assets cached for a year, every other page answered by `index.html`,
 * which the browser revalidates on every visit (`no-cache`) so a new build is picked up at once.
 * The build writes a brotli and a gzip copy of each text file; `preCompressed` sends the one the
 * browser accepts as it is (with `Vary: Accept-Encoding`), so nothing is compressed per request.
 */
function serveWeb(app: FastifyInstance, root: string) {
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The plugin's own `max-age=0` would replace the headers set here.
    cacheControl: false,
    // Source maps are for error reports, not visitors (the image keeps them outside `root` too).
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(reply, file) {
      const hashed = file.startsWith(path.join(root, 'assets'));
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = path.join(root, 'index.html');
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0]!;
    const isPage = req.method === 'GET' && !serverPaths.some((owned) => owned.test(pathname)) && existsSync(indexHtml);
    if (!isPage || path.extname(pathname) !== '') {
      return reply.status(404).send({ message: errorText('not_found', requestLanguage(req)), code: 'not_found' });
    }
    return reply.sendFile('index.html');
  });
}
