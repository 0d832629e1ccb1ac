import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './platform/response-serializer';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { answerFrameworkError, registerErrorHandler } from './platform/errors';
import { answerClientError } from './platform/client-errors';
import { loggerOptions, type LogStream } from './platform/logger';
import { registerPermissions } from './platform/permissions';
import { inlineScriptHashes, registerSpa } from './platform/spa';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerOpenApi } from './platform/openapi';
import { registerNoStoreForTokens } from './platform/token-responses';
import { registerAdmission } from './platform/admission';
import { registerDataVersions } from './platform/data-version';
import { createMailer, type Mailer } from './platform/mail';
import { ImageThread } from './platform/images/image-thread';
import { FaceThread } from './platform/faces/face-thread';
import { createTokenKeys, type TokenKeys } from './platform/tokens';
import { createBackgroundTasks, type BackgroundTasks } from './platform/background';
import { createJobs, type Jobs, type JobsOptions } from './platform/jobs';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';
import { memoryStore, redisStore, type RateLimitStore } from './platform/rate-limit-store';
import { platformRoutes } from './modules/platform/routes';
import { incidentRoutes } from './modules/incidents/routes';
import { analysisRoutes } from './modules/analysis/routes';
import { verificationRoutes } from './modules/verification/routes';
import { verificationEvidenceRoutes } from './modules/verification-evidence/routes';
import { passportRecognitionRoutes } from './modules/passport-recognition/routes';
import { registerRoutes } from './modules/registers/routes';
import { authRoutes } from './modules/auth/routes';
import { registrationRoutes } from './modules/registration/routes';
import { userAdminRoutes } from './modules/user-admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { contentRoutes } from './modules/content/routes';
import { mailOutboxRoutes } from './modules/mail-outbox/routes';
import {
  createIncidentIndex,
  readDataVersion,
  type IncidentIndex,
  type IndexOptions,
} from './modules/incident-index/service';
import { createIncidentContext, type IncidentContext } from './modules/incidents/service';
import { createAnalysis, type Analysis } from './modules/analysis/service';
import { createFaceGallery, type FaceGallery } from './modules/face-gallery/service';
import { createImportLock, type ImportLock } from './modules/incident-import/service';
import { Ocr } from './modules/passport-recognition/tesseract';
import { signedInUserReader } from './modules/users/service';
import { apiUserRoutes } from './modules/api-users/routes';
import { verificationLogRoutes } from './modules/verification-log/routes';
import { reportRoutes } from './modules/reports/routes';
import { personalDataRoutes } from './modules/personal-data/routes';
import { createRetentionRegistry, type RetentionRegistry } from './modules/personal-data/service';
import { incidentImportRoutes } from './modules/incident-import/routes';
import { notificationAdminRoutes } from './modules/notifications/admin-routes';
import { notificationRoutes } from './modules/notifications/routes';
import { ratingRoutes } from './modules/rating/routes';
import { faceGalleryRoutes } from './modules/face-gallery/routes';
import { prudenceRoutes } from './modules/prudence/routes';
import { identityLinkRoutes } from './modules/identity-links/routes';
import { consistencySettingsRoutes } from './modules/identity-links/consistency-routes';
import { consentRoutes } from './modules/consent/routes';
import { personalDataRequestRoutes } from './modules/personal-data-requests/routes';
import { defineRecording, startRecording } from './modules/identity-links/backfill';
import { findApiKeyCaller } from './modules/api-users/service';
import { createUsageLog, logApiKeyCalls } from './modules/api-users/usage-log';
import { securityEventRoutes } from './modules/security-events/routes';
import { createSecurityEventRecorder } from './modules/security-events/recorder';
import { recordRequestSecurityEvents } from './modules/security-events/hooks';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Work done after the response (recovery mail); drained on close. */
    background: BackgroundTasks;
    /** Auth rate limits, in memory or shared through Redis (REDIS_URL). */
    rateLimiter: RateLimiter;
    /** Where the rate-limit counters live; the health answer warns while Redis is unreachable. */
    rateLimitStore: RateLimitStore;
    /** Durable background jobs (pg-boss; imports, fan-out): started before the routes, stopped on close. */
    jobs: Jobs;
    /** The key that signs and checks tokens, and the access tokens it has verified. */
    tokenKeys: TokenKeys;
    /** The in-process copy of the incidents (lists, map, statistics) and its worker threads. */
    incidentIndex: IncidentIndex;
    /** The incidents module's references and caches of rows and map answers. */
    incidents: IncidentContext;
    /** The statistics answers, passes in flight and reference names of analysis. */
    analysis: Analysis;
    /** The thread that decodes uploaded images. */
    imageThread: ImageThread;
    /** The face model's thread, and the gallery of faces it compares photos with. */
    faceThread: FaceThread;
    faceGallery: FaceGallery;
    /** Tesseract for passport recognition, and how many of it run at once. */
    ocr: Ocr;
    /** Spreadsheet imports of incidents write one at a time. */
    importLock: ImportLock;
    /**
     * The kinds of personal data the daily destruction job destroys (issue 28 §2): personal-data
     * registers the built-in ones, a module its own at start (`app.retention.register`).
     */
    retention: RetentionRegistry;
  }
}

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests reading the log). */
  logStream?: LogStream;
  /** Replaces the mailer built from the config (tests capturing mail). */
  mailer?: Mailer;
  /** Key prefix of the Redis rate-limit counters (tests isolate themselves with it). */
  redisPrefix?: string;
  /** Job queue tuning (tests poll faster and stop sooner). */
  jobs?: JobsOptions;
  /**
   * Incident index tuning (tests, benchmarks): worker threads (the config's INDEX_WORKERS unless
   * given), selection cache, list-page path, statistics from month rollups.
   */
  index?: Partial<IndexOptions>;
  /** Statistics answers kept between identical requests (default 64; 0: none, so a benchmark measures every pass). */
  statisticsCacheSize?: number;
  /** A face model thread already started (a benchmark's, its model loaded); otherwise one is made and closed with the app. */
  faceThread?: FaceThread;
}

/** Builds the whole application; `main.ts` listens, tests call `app.inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // A client sending one byte every few seconds must not hold a connection for minutes.
    requestTimeout: config.timeouts.request * 1000,
    keepAliveTimeout: config.timeouts.keepAlive * 1000,
    connectionTimeout: config.timeouts.idle * 1000,
    // Node checks the request and headers timeouts every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: config.timeouts.headers * 1000, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('config', config);
  app.decorate('database', database);

  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      database,
      log: app.log,
      logLinks: config.demoMailOutbox,
    });
  app.decorate('mailer', mailer);
  // A Redis outage is logged, not fatal: the counters fall back to memory until it answers again.
  const rateLimitStore = config.redisUrl ? redisStore(config.redisUrl, app.log, options.redisPrefix) : memoryStore();
  await rateLimitStore.connected();
  app.decorate('rateLimitStore', rateLimitStore);
  app.decorate('rateLimiter', createRateLimiter(rateLimitStore.counters, config.rateLimit, app.log));
  // One hook, so the order is explicit: jobs and background work (mail) end before the database closes.
  const jobs = createJobs(database, app.log, {
    heartbeatTimeoutSeconds: config.jobs.heartbeatTimeout,
    ...options.jobs,
  });
  app.decorate('jobs', jobs);
  await jobs.start();
  // The long-lived parts every request shares, built once here and passed down (decision 0046).
  const tokenKeys = createTokenKeys(config.jwtSecret);
  app.decorate('tokenKeys', tokenKeys);
  const incidentIndex = createIncidentIndex(database, { workers: config.indexWorkers, ...options.index });
  app.decorate('incidentIndex', incidentIndex);
  app.decorate('analysis', createAnalysis(database, incidentIndex, { answerCacheSize: options.statisticsCacheSize }));
  const imageThread = new ImageThread();
  app.decorate('imageThread', imageThread);
  const faceThread = options.faceThread ?? new FaceThread();
  app.decorate('faceThread', faceThread);
  app.decorate('faceGallery', createFaceGallery(database, faceThread));
  app.decorate('ocr', new Ocr(config.tesseractBin));
  app.decorate('importLock', createImportLock());
  app.decorate('retention', createRetentionRegistry());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await background.drain();
    mailer.close();
    await Promise.all([
      imageThread.close(),
      options.faceThread ? undefined : faceThread.close(),
      incidentIndex.close(),
    ]);
    await rateLimitStore.close();
    if (!options.database) await database.close();
  });
  app.decorate('incidents', await createIncidentContext(database, incidentIndex));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  // First of the onRequest hooks: a request another hook rejects (401, 403) still gets them.
  registerSecurityHeaders(app, inlineScriptHashes(config.webDist));
  registerPermissions(app, tokenKeys, signedInUserReader(database), {
    find: (key) => findApiKeyCaller(database, key),
    hit: (keyId) => app.rateLimiter.hitApiKey(keyId),
  });
  const apiKeyUsage = createUsageLog(database, background, app.log);
  logApiKeyCalls(app, apiKeyUsage);
  recordRequestSecurityEvents(app, createSecurityEventRecorder(database, background, app.log));
  registerNoStoreForTokens(app);
  registerDataVersions(app, {
    read: () => readDataVersion(database),
    reach: (version, waitMs) => incidentIndex.reach(version, waitMs),
    waitMs: config.dataVersionWaitMs,
  });
  registerAdmission(app, config.admission);

  // Parses and sets cookies; only the known-device cookie of sign-in uses them (issue 23 §17).
  await app.register(fastifyCookie);
  await registerOpenApi(app);

  const api = { prefix: '/api/v1' };
  await app.register(platformRoutes, api);
  // Feature modules register here, each a plugin under /api/v1 (routes under /{product}/…).
  await app.register(authRoutes, api);
  await app.register(registrationRoutes, api);
  await app.register(userAdminRoutes, api);
  await app.register(auditRoutes, api);
  await app.register(securityEventRoutes, api);
  await app.register(feedbackRoutes, api);
  await app.register(contentRoutes, api);
  await app.register(mailOutboxRoutes, api);
  await app.register(incidentRoutes, api);
  await app.register(analysisRoutes, api);
  await app.register(verificationRoutes, api);
  await app.register(verificationEvidenceRoutes, api);
  await app.register(passportRecognitionRoutes, api);
  await app.register(registerRoutes, api);
  await app.register(incidentImportRoutes, api);
  await app.register(apiUserRoutes, { ...api, usage: apiKeyUsage });
  await app.register(notificationRoutes, api);
  await app.register(notificationAdminRoutes, api);
  await app.register(ratingRoutes, api);
  await app.register(faceGalleryRoutes, api);
  await app.register(prudenceRoutes, api);
  await app.register(identityLinkRoutes, api);
  await app.register(consistencySettingsRoutes, api);
  // issue 28 §3-§4: the consent document and the data subject's requests
  await app.register(consentRoutes, api);
  await app.register(personalDataRequestRoutes, api);
  await app.register(verificationLogRoutes, api);
  await app.register(reportRoutes, api);
  await app.register(personalDataRoutes, api);
  // Identity links recorded after their rows were written (issue 27 §1): a register import's, and
  // with IDENTITY_BACKFILL what was stored before links were recorded, once the app is ready (after
  // a first start's demo seed).
  await defineRecording(app);
  app.addHook('onReady', async () => {
    app.background.run('identity-links-recording', () =>
      startRecording(app, { backfill: config.jobs.identityBackfill }),
    );
  });

  const hasSpa = await registerSpa(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (hasSpa && isPage) return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .send({ detail: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });

  return app;
}
