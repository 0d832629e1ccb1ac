import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { registerErrorHandler } from './platform/errors';
import { registerPermissions } from './platform/permissions';
import { registerSpa } from './platform/spa';
import { createMailer, type Mailer } from './platform/mail';
import { createBackgroundTasks, type BackgroundTasks } from './platform/background';
import { createRateLimiter, memoryCounters, redisCounters, type RateLimiter } from './platform/rate-limit';
import { Redis } from 'ioredis';
import { platformRoutes } from './modules/platform/routes';
import { incidentRoutes } from './modules/incidents/routes';
import { analysisRoutes } from './modules/analysis/routes';
import { authRoutes } from './modules/auth/routes';
import { registrationRoutes } from './modules/registration/routes';
import { regAdminRoutes } from './modules/reg-admin/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { mailOutboxRoutes } from './modules/mail-outbox/routes';
import { configureIndexWorkers } from './modules/incident-index/worker-pool';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Work done after the response (recovery mail); drained on close. */
    background: BackgroundTasks;
    /** Auth rate limits, in memory or shared through Redis (REDIS_URL). */
    rateLimiter: RateLimiter;
  }
}

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  logger?: boolean;
  /** Replaces the mailer built from the config (tests capturing mail). */
  mailer?: Mailer;
  /** Key prefix of the Redis rate-limit counters (tests isolate themselves with it). */
  redisPrefix?: string;
}

/** Builds the whole application; `main.ts` listens, tests call `app.inject()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  configureIndexWorkers(config.indexWorkers);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('config', config);
  app.decorate('database', database);

  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, database, log: app.log });
  app.decorate('mailer', mailer);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  // A Redis outage is logged, not fatal: the limiter lets requests through until it returns.
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  const counters = redis ? redisCounters(redis, options.redisPrefix) : memoryCounters();
  app.decorate('rateLimiter', createRateLimiter(counters, config.rateLimit, app.log));
  // One hook, so the order is explicit: background work (mail) ends before the database closes.
  app.addHook('onClose', async () => {
    await background.drain();
    mailer.close();
    await redis?.quit().catch(() => redis.disconnect());
    if (!options.database) await database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerPermissions(app, config.jwtSecret);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https:'],
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cargo Sentry API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const api = { prefix: '/api/v1' };
  await app.register(platformRoutes, api);
  // Feature modules register here, each a plugin under /api/v1 (routes under /{product}/…).
  await app.register(authRoutes, api);
  await app.register(registrationRoutes, api);
  await app.register(regAdminRoutes, api);
  await app.register(feedbackRoutes, api);
  await app.register(mailOutboxRoutes, api);
  await app.register(incidentRoutes, api);
  await app.register(analysisRoutes, api);

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
